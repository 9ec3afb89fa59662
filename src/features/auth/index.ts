export { logout } from './logout.ts';
export { clearWhenSignedOut } from './session/clear-when-signed-out.ts';
export { SessionGuardian } from './session/session-guardian.tsx';
export { useLeaveSession } from './session/use-leave-session.ts';
export { locationBefore } from './session/navigation-trail.ts';
export { LogoutButton, type LogoutButtonProps } from './components/logout-button.tsx';
export {
  LogoutDialog,
  LOGOUT_QUESTION,
  type LogoutDialogProps,
  type LogoutLayout,
} from './components/logout-dialog.tsx';
export {
  confirmPasswordSchema,
  newPasswordSchema,
  requiredPassword,
  PASSWORD_MIN_LENGTH,
  PASSWORD_NO_CAPITAL,
  PASSWORD_NO_DIGIT,
  PASSWORD_REQUIRED,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DIFFER,
} from './model/password.ts';
export { emailSchema, isEmailAddress, EMAIL_INVALID, EMAIL_REQUIRED } from './model/email.ts';
export { PasswordField, type PasswordFieldProps } from './components/password-field.tsx';
export { startSession } from './start-session.ts';
export { sendOtpErrorText } from './api/send-otp.ts';
export { verifyOtpErrorText } from './api/verify-otp.ts';
export { sendCodeTo, verifyCodeFor, type CodeTarget } from './api/contact-code.ts';
export { MOBILE_INVALID } from './model/mobile.ts';
export { readReferralCode } from './model/referral.ts';
