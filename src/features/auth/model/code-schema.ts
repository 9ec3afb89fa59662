import { object, string } from 'yup';
import { CODE_REQUIRED, INVALID_OTP, LOGIN_CODE_LENGTH } from './code.ts';

/** The registration code: required (its length is the API's; the server decides whether it is right). */
export const codeSchema = object({
  code: string().default('').trim().required(CODE_REQUIRED),
});

/** The login code: required and exactly 4 digits, anything else is 'Invalid OTP'. */
export const loginCodeSchema = object({
  code: string()
    .default('')
    .trim()
    .required(CODE_REQUIRED)
    .matches(new RegExp(`^\\d{${LOGIN_CODE_LENGTH}}$`), INVALID_OTP),
});
