import { mixed, string } from 'yup';
import { emailSchema } from './email.ts';
import type { IdentifierType } from './identifier.ts';
import { internationalMobileSchema } from './mobile-schema.ts';

/** The identifier fields: the chosen one is required and valid, the other ignored. */
export const identifierFields = {
  type: mixed<IdentifierType>().oneOf(['email', 'mobile']).defined().default('email'),
  email: string()
    .default('')
    .when('type', { is: 'email', then: () => emailSchema() }),
  mobile: string()
    .default('')
    .when('type', { is: 'mobile', then: () => internationalMobileSchema() }),
};
