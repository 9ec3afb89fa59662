import type { ComponentType, ReactNode } from 'react';
import { routes, type RouteDef, type RouteName } from '@/config/paths.ts';
import { RateCalculator } from '@/features/rate-calculator';
import { preloadable } from './preloadable.tsx';

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

/**
 * A page module: its component, and what it reads from the cache while its layout loads, so its
 * cached data is on screen with it (called as the module arrives, never on import).
 */
interface PageModule {
  default: ComponentType;
  warmCache?: () => void;
}

/** A lazy page and the function that starts loading it (and warming its cache). */
function page(load: () => Promise<PageModule>): {
  Page: ComponentType;
  preload: () => Promise<unknown>;
} {
  const { Component, preload } = preloadable<object>(() =>
    load().then((module) => {
      module.warmCache?.();
      return module;
    }),
  );
  return { Page: Component, preload };
}

/** The login screen's page. */
const login = page(() => import('@/features/auth/pages/login-page.tsx'));
/** The KYC link's page, on its path and its query form. */
const kycLink = page(() => import('@/features/kyc/pages/kyc-link-page.tsx'));

const built: Record<RouteName, Omit<RoutedPage, 'route'>> = {
  login: { layout: 'auth', aside: <RateCalculator page="login" />, ...login },
  loginAlias: { layout: 'auth', aside: <RateCalculator page="login" />, ...login },
  register: {
    layout: 'auth',
    aside: <RateCalculator page="register" />,
    ...page(() => import('@/features/auth/pages/register-page.tsx')),
  },
  resetPasswordLink: {
    layout: 'auth',
    ...page(() => import('@/features/auth/pages/reset-password-link-page.tsx')),
  },
  passwordReset: { layout: 'auth', ...page(() => import('@/features/auth/pages/password-reset-page.tsx')) },
  accountLocked: {
    layout: 'auto',
    ...page(() => import('@/features/account/pages/account-locked-page.tsx')),
  },
  deleteAccount: {
    layout: 'auto',
    ...page(() => import('@/features/account/pages/delete-account-page.tsx')),
  },
  transactions: {
    layout: 'auto',
    ...page(() => import('@/features/transactions/pages/transactions-page.tsx')),
  },
  transactionDetail: {
    layout: 'auto',
    ...page(() => import('@/features/transactions/pages/transaction-detail-page.tsx')),
  },
  checkout: { layout: 'auto', ...page(() => import('@/features/payments/pages/checkout-page.tsx')) },
  sendMoney: { layout: 'auto', ...page(() => import('@/features/send-money/pages/send-money-page.tsx')) },
  kycLink: { layout: 'auto', ...kycLink },
  kycLinkQuery: { layout: 'auto', ...kycLink },
  kycComplete: { layout: 'auto', ...page(() => import('@/features/kyc/pages/kyc-complete-page.tsx')) },
  countrySelection: {
    layout: 'auto',
    ...page(() => import('@/features/destinations/pages/country-selection-page.tsx')),
  },
  sendMoneyOther: {
    layout: 'auto',
    ...page(() => import('@/features/send-money-other/pages/send-money-other-page.tsx')),
  },
  beneficiaries: {
    layout: 'auto',
    ...page(() => import('@/features/beneficiaries/pages/beneficiaries-page.tsx')),
  },
  beneficiaryNew: {
    layout: 'auto',
    ...page(() => import('@/features/beneficiaries/pages/new-beneficiary-page.tsx')),
  },
  beneficiaryUpdate: {
    layout: 'auto',
    ...page(() => import('@/features/beneficiaries/pages/update-beneficiary-page.tsx')),
  },
  addBeneficiary: {
    layout: 'auto',
    ...page(() => import('@/features/beneficiaries/pages/add-beneficiary-page.tsx')),
  },
  profile: { layout: 'auto', ...page(() => import('@/features/profile/pages/profile-page.tsx')) },
  profileUpdate: {
    layout: 'auto',
    ...page(() => import('@/features/profile/pages/profile-update-page.tsx')),
  },
  changePassword: {
    layout: 'auto',
    ...page(() => import('@/features/account/pages/change-password-page.tsx')),
  },
  upgradeAccount: { layout: 'auto', ...page(() => import('@/features/upgrades/pages/my-limits-page.tsx')) },
  upgradeLimited: {
    layout: 'auto',
    ...page(() => import('@/features/upgrades/pages/upgrade-limited-page.tsx')),
  },
  upgradeUnlimited: {
    layout: 'auto',
    ...page(() => import('@/features/upgrades/pages/upgrade-unlimited-page.tsx')),
  },
  share: { layout: 'auto', ...page(() => import('@/features/share/pages/share-page.tsx')) },
};

/** Every route, most specific first so '/beneficiaries/new' wins over '/beneficiaries/:slug'. */
export const ROUTE_TABLE: RoutedPage[] = (Object.entries(routes) as [RouteName, RouteDef][])
  .map(([name, route]) => ({
    route,
    ...built[name],
  }))
  .sort((a, b) => Number(a.route.pattern.includes(':')) - Number(b.route.pattern.includes(':')));
