import { CheckboxField } from '@/components/checkbox-field.tsx';

/** The optional subscribe checkbox (the checkbox's own label names it). */
export function SubscribeField() {
  return <CheckboxField name="subscribe" label="Subscribe to news and offers" />;
}
