import { yupResolver } from '@hookform/resolvers/yup';
import { loginCodeSchema } from './code-schema.ts';
import { loginSchema } from './login-schema.ts';

/** The login screen's form checks; loaded when the user first touches the form (see lazyResolver). */
export const loginResolver = yupResolver(loginSchema);
export const loginCodeResolver = yupResolver(loginCodeSchema);
