import type { Corridor, Country } from '@/api/contract.ts';
import { routes } from '@/config/paths.ts';

/**
 * Country selection (doc 1 'Country selection'): Zimbabwe first and the default; for SA senders
 * the payout partner's corridors added, never Zimbabwe or South Africa.
 */

/** A country a sender may send to: Zimbabwe (the standard flow), or a partner corridor. */
export interface Destination {
  /** ISO 3166 alpha-2, upper case ('ZW', 'KE'). */
  code: string;
  name: string;
  /** The partner's corridor; null for Zimbabwe, which the standard flow serves. */
  corridor: Corridor | null;
}

export const ZIMBABWE_CODE = 'ZW';

/** The default card, always first. */
export const ZIMBABWE: Destination = { code: ZIMBABWE_CODE, name: 'Zimbabwe', corridor: null };

/** Corridors never added as cards: Zimbabwe (its own flow) and South Africa (the sender's own). */
const NOT_ADDED: ReadonlySet<string> = new Set([ZIMBABWE_CODE, 'ZA']);

/** Spec §6: only SA senders pick other countries (and only for them is the list fetched). */
export function choosesCorridors(country: Country | string | null | undefined): boolean {
  return country === 'SA';
}

const codeOf = (corridor: Corridor) =>
  String(corridor.code ?? '')
    .trim()
    .toUpperCase();

/** The cards: Zimbabwe, then (SA senders) each partner corridor once, in the partner's order. */
export function destinationsFor(
  country: Country | string | null | undefined,
  corridors: readonly Corridor[] | undefined,
): Destination[] {
  const list: Destination[] = [ZIMBABWE];
  if (!choosesCorridors(country)) return list;
  const seen = new Set<string>();
  for (const corridor of corridors ?? []) {
    const code = codeOf(corridor);
    if (!code || NOT_ADDED.has(code) || seen.has(code)) continue;
    seen.add(code);
    list.push({ code, name: String(corridor.name ?? code).trim() || code, corridor });
  }
  return list;
}

/**
 * The chosen destination as the partner's list now states it: with the country's corridor from
 * the list when that differs from the one kept at the choice (say, no more wallets); the same
 * object when nothing changed, for Zimbabwe, or when the list does not name the country.
 */
export function refreshedDestination(selected: Destination, corridors: readonly Corridor[]): Destination {
  if (!selected.corridor) return selected;
  const current = corridors.find((corridor) => codeOf(corridor) === selected.code);
  if (!current || JSON.stringify(current) === JSON.stringify(selected.corridor)) return selected;
  return { ...selected, corridor: current };
}

/** Spec §9: a card's name is cut at 15 characters. */
export const CARD_NAME_LENGTH = 15;

/** The name as a card shows it: cut to 15 characters plus an ellipsis (the full name elsewhere). */
export function cardName(name: string): string {
  const trimmed = name.trim();
  return trimmed.length > CARD_NAME_LENGTH ? `${trimmed.slice(0, CARD_NAME_LENGTH).trimEnd()}...` : trimmed;
}

export const MOBILE_WALLET = 'Mobile Wallet';
export const BANK_TRANSFER = 'Bank Transfer';

/** The products of a corridor (terapay_wallet: Mobile Wallet; terrapay_bank: Bank Transfer). */
export function corridorProducts(corridor: Pick<Corridor, 'terapay_wallet' | 'terrapay_bank'>): string[] {
  return [corridor.terapay_wallet && MOBILE_WALLET, corridor.terrapay_bank && BANK_TRANSFER].filter(
    (product): product is string => Boolean(product),
  );
}

/**
 * A card's '{product}' badge: Mobile Wallet, Bank Transfer or both; for Zimbabwe, the standard
 * flow's transfer types (UI options). Null when there is nothing to name.
 */
export function productBadge(destination: Destination, transferTypes: readonly string[] = []): string | null {
  const products = destination.corridor ? corridorProducts(destination.corridor) : [...transferTypes];
  return products.length > 0 ? products.join(' & ') : null;
}

/** Spec §9 flag mapping: SA to za, UK to gb, ZW to zw, the others by their ISO code. */
export function flagCode(code: string): string {
  const upper = code.trim().toUpperCase();
  if (upper === 'SA') return 'ZA';
  if (upper === 'UK') return 'GB';
  return upper;
}

/** Where a card goes: Zimbabwe to /send-money, any other to /send-money-other. */
export function destinationPath(destination: Pick<Destination, 'code'>): string {
  return destination.code === ZIMBABWE_CODE ? routes.sendMoney.pattern : routes.sendMoneyOther.pattern;
}

export type SendPage = 'country-selection' | 'zimbabwe' | 'other';

/**
 * Where a send page sends the sender instead (doc 1 'Country selection'), or null to stay: SA
 * senders with no country chosen go to /country-selection, with one other than Zimbabwe to
 * /send-money-other; the other-countries flow needs an SA sender and a chosen partner country;
 * UK senders never see the country page.
 */
export function sendPageRedirect(
  page: SendPage,
  country: Country | string | null | undefined,
  selected: Pick<Destination, 'code'> | null,
): string | null {
  const sa = choosesCorridors(country);
  const other = selected !== null && selected.code !== ZIMBABWE_CODE;
  switch (page) {
    case 'country-selection':
      return sa ? null : routes.sendMoney.pattern;
    case 'zimbabwe':
      if (!sa) return null;
      if (!selected) return routes.countrySelection.pattern;
      return other ? routes.sendMoneyOther.pattern : null;
    case 'other':
      if (!sa) return routes.sendMoney.pattern;
      if (!selected) return routes.countrySelection.pattern;
      return other ? null : routes.sendMoney.pattern;
  }
}

/** The query parameter of a link to a send page with its country chosen: `/send-money-other?country=KE`. */
export const COUNTRY_PARAM = 'country';

/**
 * The destination a link names (its code, any case), among the sender's destinations; undefined
 * when the link names none, null when it names one the sender cannot send to.
 */
export function linkedDestination(
  search: string,
  destinations: readonly Destination[],
): Destination | null | undefined {
  const code = new URLSearchParams(search).get(COUNTRY_PARAM)?.trim().toUpperCase();
  if (!code) return undefined;
  return destinations.find((destination) => destination.code === code) ?? null;
}

/** Spec §8: the country list's error, with Retry. */
export const COUNTRIES_LOAD_FAILED = 'Error loading countries. Please try again.';
/** Spec §8: the partner's fallback when its corridors call failed without a message. */
export const CORRIDORS_FAILED = 'Failed to fetch corridors';
/** Spec §8: the payout page's (/add-beneficiary's) country list error. */
export const PAYOUT_COUNTRIES_FAILED = 'Failed to load countries';
/** The country page's sidebar step. */
export const SELECT_DESTINATION = 'Select Destination';
