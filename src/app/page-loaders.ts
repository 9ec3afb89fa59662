import type { ComponentType } from 'react';
import type { RouteName } from '@/config/paths.ts';

/**
 * How each page but the login screen's loads, by route, and the signed-in layout and the
 * not-found page: a chunk of its own (route-table.tsx, router.tsx), so that the login screen's
 * entry does not carry these imports and the list of files each brings.
 */
export const PAGE_LOADERS = {
  register: () => import('@/features/auth/pages/register-page.tsx'),
  resetPasswordLink: () => import('@/features/auth/pages/reset-password-link-page.tsx'),
  passwordReset: () => import('@/features/auth/pages/password-reset-page.tsx'),
  accountLocked: () => import('@/features/account/pages/account-locked-page.tsx'),
  deleteAccount: () => import('@/features/account/pages/delete-account-page.tsx'),
  transactions: () => import('@/features/transactions/pages/transactions-page.tsx'),
  transactionDetail: () => import('@/features/transactions/pages/transaction-detail-page.tsx'),
  checkout: () => import('@/features/payments/pages/checkout-page.tsx'),
  sendMoney: () => import('@/features/send-money/pages/send-money-page.tsx'),
  kycLink: () => import('@/features/kyc/pages/kyc-link-page.tsx'),
  kycLinkQuery: () => import('@/features/kyc/pages/kyc-link-page.tsx'),
  kycComplete: () => import('@/features/kyc/pages/kyc-complete-page.tsx'),
  countrySelection: () => import('@/features/destinations/pages/country-selection-page.tsx'),
  sendMoneyOther: () => import('@/features/send-money-other/pages/send-money-other-page.tsx'),
  beneficiaries: () => import('@/features/beneficiaries/pages/beneficiaries-page.tsx'),
  beneficiaryNew: () => import('@/features/beneficiaries/pages/new-beneficiary-page.tsx'),
  beneficiaryUpdate: () => import('@/features/beneficiaries/pages/update-beneficiary-page.tsx'),
  addBeneficiary: () => import('@/features/beneficiaries/pages/add-beneficiary-page.tsx'),
  profile: () => import('@/features/profile/pages/profile-page.tsx'),
  profileUpdate: () => import('@/features/profile/pages/profile-update-page.tsx'),
  changePassword: () => import('@/features/account/pages/change-password-page.tsx'),
  upgradeAccount: () => import('@/features/upgrades/pages/my-limits-page.tsx'),
  upgradeLimited: () => import('@/features/upgrades/pages/upgrade-limited-page.tsx'),
  upgradeUnlimited: () => import('@/features/upgrades/pages/upgrade-unlimited-page.tsx'),
  share: () => import('@/features/share/pages/share-page.tsx'),
} satisfies Partial<Record<RouteName, () => Promise<{ default: ComponentType }>>>;

export type LoadedRouteName = keyof typeof PAGE_LOADERS;

/** The signed-in layout. */
export const loadAppLayout = () => import('@/features/shell/pages/app-layout.tsx');

/** The page of a path that is no route. */
export const loadNotFoundPage = () => import('@/features/shell/pages/not-found-page.tsx');

/**
 * The signed-in user's cached profile: its remitone status may lock the account (the guard
 * prefers it to the user's), so a reload decides with it before any page shows. Its code loads
 * with the signed-in layout, never with the login screen.
 */
export const restoreProfile = () =>
  import('@/features/profile').then(({ restoreCachedProfile }) => restoreCachedProfile());
