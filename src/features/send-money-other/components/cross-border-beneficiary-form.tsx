import type { Beneficiary, Corridor } from '@/api/contract.ts';

/**
 * The cross-border add-beneficiary form with its mobile or bank verification (spec doc 2 §5
 * 'Cross-border add'), used in the other-countries flow and on /add-beneficiary for SA senders.
 * Placeholder until it is built.
 */
export interface CrossBorderBeneficiaryFormProps {
  corridor: Corridor;
  /** The delivery the beneficiary is for (wallet: mobile verified; bank: account verified). */
  deliveryOption: 'wallet' | 'bank';
  /** Told with the new beneficiary once it is created. */
  onAdded: (beneficiary: Beneficiary) => void;
  onCancel?: () => void;
}

export function CrossBorderBeneficiaryForm(_props: CrossBorderBeneficiaryFormProps) {
  return null;
}
