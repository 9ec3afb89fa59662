import { PlaceholderPage } from '@/components/placeholder-page.tsx';

/** Placeholder until this page is built (the route table already loads it from here). */
export default function SharePage() {
  return <PlaceholderPage title="Share With a Friend" />;
}
