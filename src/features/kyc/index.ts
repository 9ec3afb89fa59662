export { getKycVerification, kycStatusErrorText, KYC_STATUS_FAILED } from './api/get-kyc-verification.ts';
export { loadKycVerification } from './api/load-kyc-verification.ts';
export { notStartedRecord } from './model/not-started-record.ts';
export { kycVerificationAtom } from './state.ts';
export { KycStatusBanner, type KycStatusBannerProps } from './components/kyc-status-banner.tsx';
