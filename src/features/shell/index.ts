export { upgradeLinks, type NavLinkDef } from './model/upgrade-links.ts';
export { appNav, type AppNav } from './model/app-nav.ts';
export { contactCountries, type OptionsCountry } from './model/contact-countries.ts';
export { versionText } from './model/version-text.ts';
export { QrCode } from './components/qr-code.tsx';
