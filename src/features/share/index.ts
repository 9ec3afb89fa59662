// The public API of the share feature: the referral offer and code rules. Its page loads through
// the route table.
export { REFERRAL_OFFER, referralCodeOf, signUpLink } from './model/referral.ts';
