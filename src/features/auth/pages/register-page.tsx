import { PlaceholderPage } from '@/components/placeholder-page.tsx';

/** Placeholder until this page is built. */
export default function RegisterPage() {
  return <PlaceholderPage title="RegisterPage" />;
}
