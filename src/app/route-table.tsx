import type { ComponentType } from 'react';
import { routes, type RouteDef, type RouteName } from '@/config/paths.ts';
import { PlaceholderPage } from '@/components/placeholder-page.tsx';
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
}

/** A lazy page and the function that starts loading it. */
function page(load: () => Promise<{ default: ComponentType }>): {
  Page: ComponentType;
  preload: () => Promise<unknown>;
} {
  const { Component, preload } = preloadable(load);
  return { Page: Component, preload };
}

const login = page(() => import('@/features/auth/pages/login-page.tsx'));

const built: Partial<Record<RouteName, Omit<RoutedPage, 'route'>>> = {
  login: { layout: 'auth', ...login },
  loginAlias: { layout: 'auth', ...login },
  register: { layout: 'auth', ...page(() => import('@/features/auth/pages/register-page.tsx')) },
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
};

function placeholder(route: RouteDef): ComponentType {
  return function Placeholder() {
    return <PlaceholderPage title={route.title} />;
  };
}

/** Every route, most specific first so '/beneficiaries/new' wins over '/beneficiaries/:slug'. */
export const ROUTE_TABLE: RoutedPage[] = (Object.entries(routes) as [RouteName, RouteDef][])
  .map(([name, route]) => ({
    route,
    ...(built[name] ?? { layout: 'auto' as const, Page: placeholder(route) }),
  }))
  .sort((a, b) => Number(a.route.pattern.includes(':')) - Number(b.route.pattern.includes(':')));
