import type { Corridor } from '@/api/contract.ts';

/** How a beneficiary abroad is paid: a mobile wallet or a bank account (doc 1 §3 'deliveryOption'). */
export type DeliveryOption = 'wallet' | 'bank';

/** The choice that gives the portal's own Zimbabwe form. */
export const ZIMBABWE_CHOICE = 'ZW';

/** Spec doc 1 (other countries' amount step): the delivery options' names. */
export const DELIVERY_LABELS: Record<DeliveryOption, string> = {
  wallet: 'Mobile Wallet',
  bank: 'Bank Transfer',
};

/** A corridor's delivery options: wallet when it has terapay_wallet, bank when terrapay_bank. */
export function deliveryOptions(
  corridor: Pick<Corridor, 'terapay_wallet' | 'terrapay_bank'>,
): DeliveryOption[] {
  const options: DeliveryOption[] = [];
  if (corridor.terapay_wallet) options.push('wallet');
  if (corridor.terrapay_bank) options.push('bank');
  return options;
}

/** The delivery to start with: the only one when there is one; else none (the user chooses). */
export function initialDelivery(corridor: Corridor | undefined): DeliveryOption | undefined {
  const options = corridor ? deliveryOptions(corridor) : [];
  return options.length === 1 ? options[0] : undefined;
}

/**
 * The payout partner's countries an SA sender may add a beneficiary in, by name: not Zimbabwe
 * (the portal's own form) nor South Africa (the sender's own country, as on the country cards),
 * and only those with a delivery option (a beneficiary could never be paid in the others).
 */
export function corridorChoices(corridors: readonly Corridor[] | undefined): Corridor[] {
  return (corridors ?? [])
    .filter((corridor) => {
      const code = corridor.code.toUpperCase();
      return code !== 'ZW' && code !== 'ZA' && deliveryOptions(corridor).length > 0;
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}
