import type { ComponentType } from 'react';
import { routes, type RouteDef, type RouteName } from '@/config/paths.ts';
import { lazyPage } from '@/lib/lazy-page.ts';
import { PlaceholderPage } from '@/components/placeholder-page.tsx';

/**
 * Which page and layout each route of the table shows. 'auth' pages sit in the auth card
 * (login, sign-up, password); 'auto' pages use the signed-in layout when signed in, the public
 * one otherwise. Pages load as separate chunks.
 */
export type LayoutKind = 'auth' | 'auto';

export interface RoutedPage {
  route: RouteDef;
  layout: LayoutKind;
  Page: ComponentType;
}

const LoginPage = lazyPage(() => import('@/features/auth/pages/login-page.tsx'));
const RegisterPage = lazyPage(() => import('@/features/auth/pages/register-page.tsx'));
const ResetPasswordLinkPage = lazyPage(() => import('@/features/auth/pages/reset-password-link-page.tsx'));
const PasswordResetPage = lazyPage(() => import('@/features/auth/pages/password-reset-page.tsx'));
const AccountLockedPage = lazyPage(() => import('@/features/account/pages/account-locked-page.tsx'));
const DeleteAccountPage = lazyPage(() => import('@/features/account/pages/delete-account-page.tsx'));

const built: Partial<Record<RouteName, { layout: LayoutKind; Page: ComponentType }>> = {
  login: { layout: 'auth', Page: LoginPage },
  loginAlias: { layout: 'auth', Page: LoginPage },
  register: { layout: 'auth', Page: RegisterPage },
  resetPasswordLink: { layout: 'auth', Page: ResetPasswordLinkPage },
  passwordReset: { layout: 'auth', Page: PasswordResetPage },
  accountLocked: { layout: 'auto', Page: AccountLockedPage },
  deleteAccount: { layout: 'auto', Page: DeleteAccountPage },
};

function placeholder(route: RouteDef): ComponentType {
  return function Placeholder() {
    return <PlaceholderPage title={route.title} />;
  };
}

/** Every route, most specific first so '/beneficiaries/new' wins over '/beneficiaries/:slug'. */
export const ROUTE_TABLE: RoutedPage[] = (Object.entries(routes) as [RouteName, RouteDef][])
  .map(([name, route]) => ({ route, ...(built[name] ?? { layout: 'auto' as const, Page: placeholder(route) }) }))
  .sort((a, b) => Number(a.route.pattern.includes(':')) - Number(b.route.pattern.includes(':')));
