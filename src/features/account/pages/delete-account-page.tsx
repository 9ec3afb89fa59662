import { PlaceholderPage } from '@/components/placeholder-page.tsx';

/** Placeholder until this page is built. */
export default function DeleteAccountPage() {
  return <PlaceholderPage title="DeleteAccountPage" />;
}
