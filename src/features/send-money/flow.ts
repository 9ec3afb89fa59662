import { defineFlowStore } from '@/remittance/wizard/flow-store.ts';
import type { AmountFormValues } from './model/amount-form.ts';
import type { BeneficiaryChoice } from './model/flow-inputs.ts';
import { INITIAL_STAGE_STATE } from './model/stages.ts';
import { senderDraftAtom } from './sender-draft.ts';
import {
  amountFormAtom,
  beneficiaryChoiceAtom,
  quoteAtom,
  registeredSenderAtom,
  senderDetailsAtom,
  stageStateAtom,
  stepAtom,
} from './state.ts';

/**
 * The Zimbabwe flow's state (spec §4): cleared, the amount form, quote, sender details (and their
 * draft), beneficiary, step and what remit-one and add-beneficiary made (unless one of them is
 * running); filled in by 'Send again' with the amount form and the beneficiary.
 */
export const zimbabweFlow = defineFlowStore<{
  form: AmountFormValues;
  beneficiary: BeneficiaryChoice | null;
}>({
  atoms: [
    amountFormAtom,
    quoteAtom,
    senderDetailsAtom,
    registeredSenderAtom,
    senderDraftAtom,
    beneficiaryChoiceAtom,
    stepAtom,
  ],
  alsoClear(store) {
    if (store.get(stageStateAtom).stage === null) store.set(stageStateAtom, INITIAL_STAGE_STATE);
  },
  fill(store, { form, beneficiary }) {
    store.set(amountFormAtom, form);
    if (beneficiary) store.set(beneficiaryChoiceAtom, beneficiary);
  },
});
