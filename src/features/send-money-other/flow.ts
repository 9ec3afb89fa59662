import type { Beneficiary } from '@/api/contract.ts';
import { defineFlowStore } from '@/remittance/wizard/flow-store.ts';
import type { AmountFormValues } from './model/amount-form.ts';
import {
  amountFormAtom,
  amountsAtom,
  beneficiaryAtom,
  chargesAtom,
  flowCountryAtom,
  stepAtom,
} from './state.ts';

/**
 * The other-countries flow's state: cleared, Amount & Delivery's values, the charges, the amounts,
 * the beneficiary and the step (the chosen country stays); filled in by 'Send again' for a
 * country, with Amount & Delivery's values and the beneficiary. No charges: Get Charges asks for
 * fresh ones.
 */
export const crossBorderFlow = defineFlowStore<{
  country: string;
  form: AmountFormValues;
  beneficiary: Beneficiary | null;
}>({
  atoms: [amountFormAtom, chargesAtom, amountsAtom, beneficiaryAtom, stepAtom],
  fill(store, { country, form, beneficiary }) {
    store.set(flowCountryAtom, country);
    store.set(amountFormAtom, form);
    if (beneficiary) store.set(beneficiaryAtom, beneficiary);
  },
});
