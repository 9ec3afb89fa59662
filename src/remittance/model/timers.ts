/**
 * How long the send flow's error alerts stay (spec §9 timers): 9 s for limits, OTP, onboarding,
 * charges and the minimum; 15 s for confirm, user and remit-one; 20 s for the declaration, the new
 * transaction, the beneficiary and payment initiation.
 */
export const SEND_ERROR_MS = {
  limits: 9_000,
  otp: 9_000,
  onboard: 9_000,
  charges: 9_000,
  minimum: 9_000,
  confirm: 15_000,
  user: 15_000,
  remitOne: 15_000,
  declaration: 20_000,
  newTransaction: 20_000,
  beneficiary: 20_000,
  paymentInitiation: 20_000,
} as const;
