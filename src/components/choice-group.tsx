import { useFormContext, type RegisterOptions } from 'react-hook-form';
import { useFieldError } from '@/components/form-field.tsx';
import { ChoiceButtons, type Choice } from '@/components/choice-buttons.tsx';

export type { Choice };

export interface ChoiceGroupProps {
  /** The react-hook-form field name. */
  name: string;
  legend: string;
  choices: readonly Choice[];
  required?: boolean;
  /** Options for `register`, e.g. an `onChange`. */
  options?: RegisterOptions;
}

/** ChoiceButtons bound to react-hook-form's context: the radios registered as `name`. */
export function ChoiceGroup({ name, options, ...group }: ChoiceGroupProps) {
  const { register } = useFormContext();
  return <ChoiceButtons {...group} inputProps={register(name, options)} error={useFieldError(name)} />;
}
