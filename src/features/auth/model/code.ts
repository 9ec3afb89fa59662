/** Spec §5: an empty code shows a message (its text is not given; ours). */
export const CODE_REQUIRED = 'Please enter the code we sent to your mobile';
/** Spec §5/§8: a wrong login code; the portal API decides, the text stays. */
export const INVALID_OTP = 'Invalid OTP';
/** Spec §9: the login code has 4 digits. */
export const LOGIN_CODE_LENGTH = 4;
/**
 * The registration code's length is not in the spec: the box takes the code the API sent, up to
 * this many digits.
 */
export const MAX_CODE_LENGTH = 10;

/** The one-time code form. */
export interface CodeValues {
  code: string;
}
