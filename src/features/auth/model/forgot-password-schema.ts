import { object, type InferType } from 'yup';
import { IDENTIFIER_DEFAULTS } from './identifier.ts';
import { identifierFields } from './identifier-schema.ts';

/** Spec §5 (password reset): a valid email or mobile. */
export const forgotPasswordSchema = object(identifierFields);

export type ForgotPasswordValues = InferType<typeof forgotPasswordSchema>;

export const FORGOT_PASSWORD_DEFAULTS: ForgotPasswordValues = { ...IDENTIFIER_DEFAULTS };
