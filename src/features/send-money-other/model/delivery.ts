import type { Corridor } from '@/api/contract.ts';
import type { DeliveryOption } from '@/features/beneficiaries';
import { BANK_TRANSFER, MOBILE_WALLET } from '@/features/destinations';
import { SELECT_DELIVERY, noDeliveryOptions } from './messages.ts';

export type { DeliveryOption };

export interface DeliveryCard {
  id: DeliveryOption | 'cash';
  label: string;
  available: boolean;
}

export const CASH_PICKUP = 'Cash Pickup';

type Offers = Pick<Corridor, 'terapay_wallet' | 'terrapay_bank'>;

/** The three cards: Mobile Wallet (terapay_wallet), Bank Transfer (terrapay_bank), Cash Pickup (never). */
export function deliveryCards(corridor: Offers): DeliveryCard[] {
  return [
    { id: 'wallet', label: MOBILE_WALLET, available: Boolean(corridor.terapay_wallet) },
    { id: 'bank', label: BANK_TRANSFER, available: Boolean(corridor.terrapay_bank) },
    { id: 'cash', label: CASH_PICKUP, available: false },
  ];
}

/** The options the country offers. */
export function availableOptions(corridor: Offers): DeliveryOption[] {
  return deliveryCards(corridor)
    .filter((card): card is DeliveryCard & { id: DeliveryOption } => card.available && card.id !== 'cash')
    .map((card) => card.id);
}

/** A single available option is preselected; with two (or none) the sender chooses. */
export function preselectedOption(corridor: Offers): DeliveryOption | '' {
  const options = availableOptions(corridor);
  return options.length === 1 ? (options[0] as DeliveryOption) : '';
}

/**
 * The delivery the form holds for the country as it stands: the one held while the country offers
 * it, else its single option (or none, for the sender to choose).
 */
export function deliveryFor(held: string, corridor: Offers): DeliveryOption | '' {
  const options = availableOptions(corridor);
  return options.includes(held as DeliveryOption) ? (held as DeliveryOption) : preselectedOption(corridor);
}

/**
 * The delivery message, or null: none available ('No delivery options are available for
 * {country}'), or no available option chosen ('Please select a delivery option').
 */
export function deliveryProblem(corridor: Offers, chosen: string, country: string): string | null {
  const options = availableOptions(corridor);
  if (options.length === 0) return noDeliveryOptions(country);
  return options.includes(chosen as DeliveryOption) ? null : SELECT_DELIVERY;
}

/**
 * Whether a saved beneficiary fits the delivery: wallet ones for Mobile Wallet, bank ones for Bank
 * Transfer; one without a delivery_option fits both.
 */
export function fitsDelivery(
  beneficiary: { delivery_option?: string | null },
  option: DeliveryOption,
): boolean {
  const own = (beneficiary.delivery_option ?? '').trim().toLowerCase();
  return own === '' || own === option;
}
