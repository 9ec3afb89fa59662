import { useFormContext, useWatch } from 'react-hook-form';
import type { IdentifierValues } from '../model/identifier.ts';
import { IdentifierInputs } from './identifier-inputs.tsx';

/** IdentifierInputs bound to react-hook-form's context (the reset-link form). */
export function IdentifierFields({ legend }: { legend: string }) {
  const {
    control,
    register,
    clearErrors,
    formState: { errors },
  } = useFormContext<IdentifierValues>();
  const type = useWatch({ control, name: 'type' });
  return (
    <IdentifierInputs
      legend={legend}
      type={type}
      bind={(name) =>
        name === 'type'
          ? register('type', { onChange: () => clearErrors(['email', 'mobile']) })
          : register(name)
      }
      errorOf={(name) => errors[name]?.message}
    />
  );
}
