export { upgradeLinks } from './model/upgrade-links.ts';

export { QrCode } from './components/qr-code.tsx';
