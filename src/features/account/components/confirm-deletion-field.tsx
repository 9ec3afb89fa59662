import { CheckboxField } from '@/components/checkbox-field.tsx';
import { CONFIRM_DELETION_TEXT } from '../model/delete-account-schema.ts';

/** The required 'I understand...' checkbox, with its error under it. */
export function ConfirmDeletionField() {
  return <CheckboxField name="confirm" label={CONFIRM_DELETION_TEXT} required />;
}
