import type { ComponentType, ReactNode } from 'react';
import { routes, type RouteDef, type RouteName } from '@/config/paths.ts';
import { RateCalculator } from '@/features/rate-calculator';
import { preloadable } from './preloadable.tsx';
import type { LoadedRouteName } from './page-loaders.ts';

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
  /** Starts loading the page's chunk (the first screen loads it alongside its layout). */
  preload?: () => Promise<unknown>;
  /** What an 'auth' page shows beside its card (the rate calculator on login and sign-up). */
  aside?: ReactNode;
}

/** A lazy page and the function that starts loading it. */
function page(load: () => Promise<{ default: ComponentType }>): {
  Page: ComponentType;
  preload: () => Promise<unknown>;
} {
  const { Component, preload } = preloadable(load);
  return { Page: Component, preload };
}

/** The login screen's page: the entry imports it itself (the sign-in chunk, fetched beside it). */
const login = page(() => import('@/features/auth/pages/login-page.tsx'));

/**
 * Every other page, through the table of their loaders (`page-loaders.ts`, a chunk that
 * index.html's script fetches beside the entry on every other route): the entry would otherwise
 * carry, for the login screen too, the list of files each of those pages imports (Vite's
 * preloading names them all, about 2.4 KB gzipped).
 */
export const loadPageLoaders = () => import('./page-loaders.ts');
const pageOf = (name: LoadedRouteName) =>
  page(() => loadPageLoaders().then(({ PAGE_LOADERS }) => PAGE_LOADERS[name]()));

const built: Record<RouteName, Omit<RoutedPage, 'route'>> = {
  login: { layout: 'auth', aside: <RateCalculator page="login" />, ...login },
  loginAlias: { layout: 'auth', aside: <RateCalculator page="login" />, ...login },
  register: {
    layout: 'auth',
    aside: <RateCalculator page="register" />,
    ...pageOf('register'),
  },
  resetPasswordLink: { layout: 'auth', ...pageOf('resetPasswordLink') },
  passwordReset: { layout: 'auth', ...pageOf('passwordReset') },
  accountLocked: { layout: 'auto', ...pageOf('accountLocked') },
  deleteAccount: { layout: 'auto', ...pageOf('deleteAccount') },
  transactions: { layout: 'auto', ...pageOf('transactions') },
  transactionDetail: { layout: 'auto', ...pageOf('transactionDetail') },
  checkout: { layout: 'auto', ...pageOf('checkout') },
  sendMoney: { layout: 'auto', ...pageOf('sendMoney') },
  kycLink: { layout: 'auto', ...pageOf('kycLink') },
  kycLinkQuery: { layout: 'auto', ...pageOf('kycLinkQuery') },
  kycComplete: { layout: 'auto', ...pageOf('kycComplete') },
  countrySelection: { layout: 'auto', ...pageOf('countrySelection') },
  sendMoneyOther: { layout: 'auto', ...pageOf('sendMoneyOther') },
  beneficiaries: { layout: 'auto', ...pageOf('beneficiaries') },
  beneficiaryNew: { layout: 'auto', ...pageOf('beneficiaryNew') },
  beneficiaryUpdate: { layout: 'auto', ...pageOf('beneficiaryUpdate') },
  addBeneficiary: { layout: 'auto', ...pageOf('addBeneficiary') },
  profile: { layout: 'auto', ...pageOf('profile') },
  profileUpdate: { layout: 'auto', ...pageOf('profileUpdate') },
  changePassword: { layout: 'auto', ...pageOf('changePassword') },
  upgradeAccount: { layout: 'auto', ...pageOf('upgradeAccount') },
  upgradeLimited: { layout: 'auto', ...pageOf('upgradeLimited') },
  upgradeUnlimited: { layout: 'auto', ...pageOf('upgradeUnlimited') },
  share: { layout: 'auto', ...pageOf('share') },
};

/** Every route, most specific first so '/beneficiaries/new' wins over '/beneficiaries/:slug'. */
export const ROUTE_TABLE: RoutedPage[] = (Object.entries(routes) as [RouteName, RouteDef][])
  .map(([name, route]) => ({
    route,
    ...built[name],
  }))
  .sort((a, b) => Number(a.route.pattern.includes(':')) - Number(b.route.pattern.includes(':')));
