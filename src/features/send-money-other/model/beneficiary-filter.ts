import type { Beneficiary, Corridor } from '@/api/contract.ts';
import { byName } from '@/features/beneficiaries';
import { fitsDelivery, type DeliveryOption } from './delivery.ts';

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Whether a saved beneficiary is in the corridor's country: by country code, else by name. */
export function inCountry(
  beneficiary: Pick<Beneficiary, 'country' | 'country_code'>,
  corridor: Pick<Corridor, 'code' | 'name'>,
): boolean {
  const code = textOf(beneficiary.country_code).toUpperCase();
  if (code) return code === corridor.code.trim().toUpperCase();
  const country = textOf(beneficiary.country).toLowerCase();
  return (
    country !== '' &&
    (country === corridor.name.trim().toLowerCase() || country === corridor.code.trim().toLowerCase())
  );
}

/**
 * The beneficiaries the step offers: in the country, and fitting the delivery (wallet ones for
 * Mobile Wallet, bank ones for Bank Transfer, one without a delivery_option for both), by name.
 */
export function beneficiariesFor(
  list: readonly Beneficiary[],
  corridor: Pick<Corridor, 'code' | 'name'>,
  delivery: DeliveryOption,
): Beneficiary[] {
  return list.filter((b) => inCountry(b, corridor) && fitsDelivery(b, delivery)).sort(byName);
}
