/**
 * Every route of the spec, declared once with its access. Guards read this table; screens build
 * links with `href` and never write a URL by hand.
 *
 * access: 'public' (anyone), 'protected' (signed in). `whileLocked`: a protected route a user whose
 * remitone status is not valid may still open: exactly the spec's list (route guard: /profile,
 * /transactions, /change-password, /profile/update, /beneficiaries, /beneficiaries/new,
 * /beneficiaries/{slug}). A transaction's own page is not on it: it has Make Payment.
 */
export type RouteAccess = 'public' | 'protected';

export interface RouteDef {
  /** wouter pattern, e.g. '/transactions/:slug'. */
  pattern: string;
  access: RouteAccess;
  whileLocked: boolean;
  /** The page's own name; the document title is the product name plus this. */
  title: string;
}

export const APP_NAME = 'Remit Portal';

const pub = (pattern: string, title: string): RouteDef => ({
  pattern,
  access: 'public',
  whileLocked: true,
  title,
});
const prot = (pattern: string, title: string, whileLocked = false): RouteDef => ({
  pattern,
  access: 'protected',
  whileLocked,
  title,
});

export const routes = {
  login: pub('/', 'Login'),
  loginAlias: pub('/login', 'Login'),
  register: pub('/register', 'Sign Up'),
  resetPasswordLink: pub('/reset-password-link', 'Reset Password'),
  passwordReset: pub('/password-reset', 'Reset Password'),
  accountLocked: pub('/account-locked', 'Account Locked'),
  deleteAccount: pub('/delete-account', 'Delete Your Account'),
  kycLink: pub('/kyc-verification/:remitterId', 'KYC Verification'),
  kycLinkQuery: pub('/kyc-verification', 'KYC Verification'),
  kycComplete: pub('/kyc/verification-complete', 'Verification Complete'),
  countrySelection: prot('/country-selection', 'Select Destination'),
  sendMoney: prot('/send-money', 'Send Money'),
  sendMoneyOther: prot('/send-money-other', 'Send Money'),
  transactions: prot('/transactions', 'Transactions', true),
  transactionDetail: prot('/transactions/:slug', 'Transaction Details'),
  checkout: prot('/checkout/:reference', 'Payment'),
  beneficiaries: prot('/beneficiaries', 'Beneficiaries', true),
  beneficiaryNew: prot('/beneficiaries/new', 'New Beneficiary', true),
  beneficiaryUpdate: prot('/beneficiaries/:slug', 'Update Beneficiary', true),
  addBeneficiary: prot('/add-beneficiary', 'Add Beneficiary'),
  profile: prot('/profile', 'My Profile', true),
  profileUpdate: prot('/profile/update', 'Update Profile', true),
  changePassword: prot('/change-password', 'Change Password', true),
  upgradeAccount: prot('/upgrade-account', 'My Limits'),
  upgradeLimited: prot('/upgrade-limited', 'Upgrade Account'),
  upgradeUnlimited: prot('/upgrade-unlimited', 'Upgrade Account'),
  share: prot('/share', 'Share With a Friend'),
} satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof routes;

/** Where a signed-in user lands when no other route was asked for. */
export const HOME_AFTER_LOGIN = routes.sendMoney.pattern;

/** The sign-up link's query parameter that carries a friend's referral code: /register?ref=R100001. */
export const REFERRAL_PARAM = 'ref';

/** Links with their parameters filled in. */
export const href = {
  transactionDetail: (reference: string) => `/transactions/${encodeURIComponent(reference)}`,
  checkout: (reference: string) => `/checkout/${encodeURIComponent(reference)}`,
  beneficiaryUpdate: (id: string) => `/beneficiaries/${encodeURIComponent(id)}`,
  kycLink: (remitterId: string) => `/kyc-verification/${encodeURIComponent(remitterId)}`,
  /** The sign-up page with a friend's referral code. */
  registerWithReferral: (code: string) => `/register?${REFERRAL_PARAM}=${encodeURIComponent(code)}`,
  /** The login page, remembering where the user was going. */
  loginThen: (next: string) => `/?next=${encodeURIComponent(next)}`,
};

/** The document title of a page. */
export function pageTitle(route: RouteDef): string {
  return route.pattern === '/' ? APP_NAME : `${APP_NAME} | ${route.title}`;
}
