import type { ShellOptions } from './shell-options.ts';
import type { OptionsCountry } from './contact-countries.ts';

/** The country's name as the UI options list it (countries.source), e.g. 'United Kingdom'. */
export function countryName(options: ShellOptions | undefined, country: OptionsCountry): string | undefined {
  const code = country.toUpperCase();
  return options?.countries?.source?.find((source) => source?.code === code)?.name;
}
