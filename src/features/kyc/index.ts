export { startKycVerificationLoad } from './api/start-kyc-load.ts';

export { useKycSettled } from './hooks/use-kyc-status.ts';
export { CHECKING_TEXT, KycStatusBanner } from './components/kyc-status-banner.tsx';
