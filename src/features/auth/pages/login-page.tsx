import { PlaceholderPage } from '@/components/placeholder-page.tsx';

/** Placeholder until this page is built. */
export default function LoginPage() {
  return <PlaceholderPage title="LoginPage" />;
}
