export { clearWhenSignedOut } from './session/clear-when-signed-out.ts';
export { logoutOnLoginScreen } from './session/logout-on-login-screen.ts';
export { SessionGuardian } from './session/session-guardian.tsx';
export { useLeaveSession } from './session/use-leave-session.ts';
export { locationBefore } from './session/navigation-trail.ts';
export { LogoutButton } from './components/logout-button.tsx';

export { confirmPasswordSchema, newPasswordSchema, requiredPassword } from './model/password.ts';
export { emailSchema } from './model/email.ts';
export { PasswordField } from './components/password-field.tsx';

export { sendOtpErrorText } from './api/send-otp.ts';
export { verifyOtpErrorText } from './api/verify-otp.ts';
export { sendCodeTo, verifyCodeFor } from './api/contact-code.ts';
export { MOBILE_INVALID } from './model/mobile.ts';
export { readReferralCode } from './model/referral.ts';
