/**
 * The identity-verification status banner (spec doc 1 'Country selection'), shared by the country
 * page, /send-money (compact) and the profile's Documents tab. Placeholder until it is built.
 */
export interface KycStatusBannerProps {
  /** A one-line form for the top of a send page. */
  compact?: boolean;
}

export function KycStatusBanner(_props: KycStatusBannerProps) {
  return null;
}
