/** The UI options' country keys. */
export type OptionsCountry = 'uk' | 'sa';

/**
 * Whose contact details the contact block shows: the signed-in user's country, or both
 * countries when signed out (or when the user's country is neither).
 */
export function contactCountries(country: string | null | undefined): OptionsCountry[] {
  if (country === 'UK') return ['uk'];
  if (country === 'SA') return ['sa'];
  return ['uk', 'sa'];
}
