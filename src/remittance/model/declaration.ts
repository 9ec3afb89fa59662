import * as yup from 'yup';
import type { Country, UiOptions } from '@/api/contract.ts';

/** Spec doc 2 §5 'Other': the alert when Make Payment is pressed without the declaration. */
export const DECLARATION_NOT_AGREED =
  'You cannot proceed unless you have agreed to the terms and conditions of our service';

/** Spec doc 2 §5 'Other': the declaration checkbox's own (field) message. */
export const DECLARATION_REQUIRED = 'You must accept the terms and conditions to proceed';

/** The checkbox's label when the UI options give no general declaration. */
export const DECLARATION_LABEL = 'I agree to the terms and conditions of the service.';

/** The Confirmation step's form values. */
export interface DeclarationValues {
  declaration: boolean;
}

/** The Confirmation step's form: the declaration must be ticked. */
export const declarationSchema: yup.ObjectSchema<DeclarationValues> = yup.object({
  declaration: yup.boolean().required(DECLARATION_REQUIRED).oneOf([true], DECLARATION_REQUIRED),
});

type Disclaimers = Pick<UiOptions, 'disclaimers'>['disclaimers']['transaction_confirmation'] | undefined;

/**
 * The UI options' confirmation texts: the user's country's disclaimer (shown above the checkbox,
 * when present) and the checkbox's label (the general one, 'all', else DECLARATION_LABEL).
 */
export function declarationTexts(
  disclaimers: Disclaimers,
  country: Country,
): { disclaimer: string | null; label: string } {
  const own = disclaimers?.[country === 'UK' ? 'uk' : 'sa']?.trim() || null;
  const all = disclaimers?.all?.trim() || null;
  return { disclaimer: own, label: all ?? DECLARATION_LABEL };
}
