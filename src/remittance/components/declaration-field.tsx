import { CheckboxField } from '@/components/checkbox-field.tsx';

export interface DeclarationFieldProps {
  label: string;
  disabled: boolean;
  /** Called when the box is ticked. */
  onAgree: () => void;
}

/** The declaration checkbox, labelled by the UI options' text, with its message under it. */
export function DeclarationField({ label, disabled, onAgree }: DeclarationFieldProps) {
  return (
    <CheckboxField
      name="declaration"
      label={label}
      required
      disabled={disabled}
      onChange={(checked) => {
        if (checked) onAgree();
      }}
    />
  );
}
