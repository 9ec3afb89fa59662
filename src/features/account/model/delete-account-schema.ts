import * as yup from 'yup';

/** How the deletion request is verified (spec: Email or Mobile Number). */
export type VerificationMethod = 'email' | 'mobile';

/** The choices, in the spec's words. */
export const VERIFICATION_METHODS: readonly { value: VerificationMethod; label: string }[] = [
  { value: 'email', label: 'Email' },
  { value: 'mobile', label: 'Mobile Number' },
];

/** Spec doc 1 'Delete Your Account': the confirmation checkbox's text. */
export const CONFIRM_DELETION_TEXT =
  'I understand that this action is irreversible and my account will be permanently deleted';

/** Spec doc 2 §5 'Delete account page': the field messages. */
export const DELETE_ACCOUNT_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  mobileRequired: 'Mobile number is required',
  confirmRequired: 'You must accept the terms',
} as const;

/** Spec §9: the fake delay before the request counts as submitted. */
export const DELETE_REQUEST_DELAY_MS = 1_500;

/** Spec doc 1: the text shown once the request is "submitted". */
export const DELETE_REQUEST_SUBMITTED =
  'Your account deletion request has been submitted. You will receive a confirmation email shortly.';

/** The form's values. */
export interface DeleteAccountValues {
  method: VerificationMethod;
  email: string;
  mobile: string;
  confirm: boolean;
}

/** Email first, nothing typed, not ticked. */
export const DELETE_ACCOUNT_DEFAULTS: DeleteAccountValues = {
  method: 'email',
  email: '',
  mobile: '',
  confirm: false,
};

/** A name, an @ and a domain with a dot (yup's own check lets 'name@host' through). */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

const m = DELETE_ACCOUNT_MESSAGES;

/** Only the chosen method's field is checked; the other keeps what was typed. */
export const deleteAccountSchema: yup.ObjectSchema<DeleteAccountValues> = yup.object({
  method: yup.mixed<VerificationMethod>().oneOf(['email', 'mobile']).required(),
  email: yup
    .string()
    .trim()
    .default('')
    .when('method', {
      is: 'email',
      then: (s) => s.required(m.emailRequired).email(m.emailInvalid).matches(EMAIL_SHAPE, m.emailInvalid),
    }),
  mobile: yup
    .string()
    .trim()
    .default('')
    .when('method', { is: 'mobile', then: (s) => s.required(m.mobileRequired) }),
  confirm: yup.boolean().default(false).oneOf([true], m.confirmRequired).required(m.confirmRequired),
});
