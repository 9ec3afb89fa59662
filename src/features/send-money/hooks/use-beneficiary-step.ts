import { useCallback, useMemo, useState } from 'react';
import { useAtom } from 'jotai';
import { useForm, useWatch } from 'react-hook-form';
import type { Beneficiary } from '@/api/contract.ts';
import {
  beneficiaryResolver as resolver,
  isZimbabweBeneficiary,
  useBeneficiaryList,
  type NewBeneficiaryForm,
} from '@/features/beneficiaries';
import {
  formOf,
  initialMode,
  savedWithMobile,
  toNewBeneficiary,
  type BeneficiaryMode,
} from '../model/beneficiary-choice.ts';
import { beneficiaryChoiceAtom } from '../state.ts';

/**
 * The beneficiary step's state: the saved list (Zimbabwe only), the selection, the add form, which
 * of the two is open, and storing the choice. Starts from the choice stored before, if any.
 */
export function useBeneficiaryStep(onContinue: () => void) {
  const [stored, store] = useAtom(beneficiaryChoiceAtom);
  const list = useBeneficiaryList();
  const beneficiaries = useMemo(() => list.rows?.filter(isZimbabweBeneficiary), [list.rows]);
  const storedSaved = stored?.kind === 'saved' ? stored.beneficiary : undefined;

  const [chosenMode, setMode] = useState<BeneficiaryMode>(() => initialMode(stored, list.enabled));
  const [selectedId, setSelectedId] = useState<string | null>(storedSaved?.beneficiary_id ?? null);
  const form = useForm<NewBeneficiaryForm>({ resolver, defaultValues: formOf(stored), mode: 'onTouched' });

  // Nothing saved (no remitter yet, or an empty list): the add form is the only way on.
  const noneSaved = !list.enabled || (list.known && beneficiaries?.length === 0);
  const mode: BeneficiaryMode = noneSaved ? 'new' : chosenMode;
  // The row from the list; the stored copy while the list is not known (offline, first load).
  const selected: Beneficiary | undefined =
    beneficiaries?.find((row) => row.beneficiary_id === selectedId) ??
    (!list.known && storedSaved?.beneficiary_id === selectedId ? storedSaved : undefined);

  const typedMobile = useWatch({ control: form.control, name: 'mobile' });
  const alreadySaved =
    mode === 'new' && beneficiaries ? savedWithMobile(beneficiaries, typedMobile ?? '') : undefined;

  const chooseSaved = useCallback((id: string | null) => {
    setSelectedId(id);
    setMode('saved');
  }, []);
  /** The Edit link keeps the selection, so coming back to the flow shows it. */
  const keepSelection = useCallback(() => {
    if (selected) store({ kind: 'saved', beneficiary: selected });
  }, [selected, store]);
  const continueWithSaved = useCallback(() => {
    if (!selected) return;
    store({ kind: 'saved', beneficiary: selected });
    onContinue();
  }, [selected, store, onContinue]);
  const continueWithNew = useCallback(
    (values: NewBeneficiaryForm) => {
      store({ kind: 'new', details: toNewBeneficiary(values) });
      onContinue();
    },
    [store, onContinue],
  );

  return {
    list,
    beneficiaries,
    mode,
    canChooseSaved: !noneSaved,
    /** The list is shown while it is open, and to say it is empty. */
    showList: list.enabled && (mode === 'saved' || noneSaved),
    setMode,
    selected,
    selectedId,
    chooseSaved,
    keepSelection,
    form,
    alreadySaved,
    canContinue: mode === 'saved' ? selected !== undefined : form.formState.isValid,
    continueWithSaved,
    continueWithNew,
  };
}
