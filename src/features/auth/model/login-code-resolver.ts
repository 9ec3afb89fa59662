import { yupResolver } from '@hookform/resolvers/yup';
import { loginCodeSchema } from './code-schema.ts';

/** The login code's checks; loaded with the code step, not with the login screen (see lazyResolver). */
export const loginCodeResolver = yupResolver(loginCodeSchema);
