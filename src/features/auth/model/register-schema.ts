import { boolean, mixed, object, type InferType } from 'yup';
import type { BasicRegistrationRequest, Country } from '@/api/contract.ts';
import { emailSchema } from './email.ts';
import { toInternational, withPlus } from '@/lib/phone.ts';
import { dialCodeFor } from '@/lib/dial-code.ts';
import { registrationMobileSchema } from './mobile-schema.ts';
import { newPasswordSchema } from './password.ts';

/** Spec §5 (registration): the country message. */
export const COUNTRY_REQUIRED = 'Country is required';

/** The countries a sender registers in, in the order shown. */
export const REGISTRATION_COUNTRIES: readonly Country[] = ['UK', 'SA'];

/** Spec §5 (registration): country, mobile in that country, email, password, optional subscribe. */
export const registerSchema = object({
  country: mixed<Country | ''>()
    .default('')
    .test('country', COUNTRY_REQUIRED, (value) => REGISTRATION_COUNTRIES.includes(value as Country)),
  mobile: registrationMobileSchema(),
  email: emailSchema(),
  password: newPasswordSchema(),
  subscribe: boolean().default(false),
});

export type RegisterValues = InferType<typeof registerSchema>;

export const REGISTER_DEFAULTS: RegisterValues = {
  country: '',
  mobile: '',
  email: '',
  password: '',
  subscribe: false,
};

/** The full mobile (digits) of the form: what is typed behind the country's dial code. */
export function registrationMobile(values: Pick<RegisterValues, 'country' | 'mobile'>): string {
  return toInternational(values.mobile, dialCodeFor(values.country));
}

/** The basic registration call's body (spec §5: the mobile is sent with a leading '+'). */
export function registrationBody(values: RegisterValues): BasicRegistrationRequest {
  return {
    country: values.country as Country,
    mobile: withPlus(registrationMobile(values)),
    email: values.email.trim(),
    password: values.password,
    subscribe: values.subscribe,
  };
}
