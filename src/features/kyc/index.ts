export { getKycVerification, kycStatusErrorText, KYC_STATUS_FAILED } from './api/get-kyc-verification.ts';
export { loadKycVerification } from './api/load-kyc-verification.ts';
export { startKycVerificationLoad } from './api/start-kyc-load.ts';
export { notStartedRecord } from './model/not-started-record.ts';
export { isFullyVerified } from './model/verification.ts';
export { kycVerificationAtom } from './state.ts';
export { useKycSettled } from './hooks/use-kyc-status.ts';
export { KycStatusBanner, type KycStatusBannerProps } from './components/kyc-status-banner.tsx';
