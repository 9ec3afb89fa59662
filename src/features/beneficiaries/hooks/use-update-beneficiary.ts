import { useEffect, useMemo, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import type { Beneficiary } from '@/api/contract.ts';
import { useServerErrors } from '@/lib/use-server-errors.ts';
import { useCall } from '@/lib/use-call.ts';
import { updateBeneficiary } from '../api/update-beneficiary.ts';
import { updatedText } from '../model/new-beneficiary.ts';
import {
  EDITABLE_FIELDS,
  isChanged,
  mobileProblem,
  originalValues,
  updateRequest,
  updateSchema,
  updatedBeneficiary,
  type UpdateBeneficiaryForm,
} from '../model/update-rules.ts';
import { useSaveToList } from './use-save-to-list.ts';

/**
 * The Update Beneficiary form for one beneficiary: its rules against the saved values, whether it
 * changed, the update call (once at a time), the server's field errors on their fields; once
 * updated, the beneficiary is cached and the user is on /beneficiaries.
 */
export function useUpdateBeneficiary(beneficiary: Beneficiary) {
  const original = useMemo(() => originalValues(beneficiary), [beneficiary]);
  const resolver = useMemo(
    () => yupResolver(updateSchema(beneficiary), undefined, { raw: true }),
    [beneficiary],
  );
  const form = useForm<UpdateBeneficiaryForm>({ resolver, defaultValues: original, mode: 'onChange' });
  const { reset, formState, trigger } = form;

  // A newer copy of the beneficiary (the server's, after the cached one): its values, unless the
  // user has started typing, whose values then stay and are checked against the newer ones.
  const shown = useRef(original);
  useEffect(() => {
    if (shown.current === original) return;
    shown.current = original;
    if (formState.isDirty) void trigger();
    else reset(original);
  }, [original, formState.isDirty, reset, trigger]);

  const values = useWatch({ control: form.control }) as UpdateBeneficiaryForm;
  const changed = isChanged({ ...original, ...values }, original);

  const saveToList = useSaveToList();
  const call = useCall(async (typed: UpdateBeneficiaryForm) => {
    const request = updateRequest(beneficiary, typed);
    await updateBeneficiary(request);
    await saveToList(updatedBeneficiary(beneficiary, request), updatedText);
  });
  const bannerMessages = useServerErrors(call.error, EDITABLE_FIELDS, form.setError);
  const sending = useRef(false);
  const submit = async (typed: UpdateBeneficiaryForm) => {
    if (sending.current) return;
    sending.current = true;
    await call.run(typed);
    sending.current = false;
  };

  const mobileError = mobileProblem(beneficiary);
  return {
    form,
    submit,
    changed,
    /** Spec: Update is enabled only when the form is changed and valid. */
    canUpdate: changed && formState.isValid && mobileError === undefined,
    mobileError,
    updating: call.loading,
    bannerMessages,
    clearError: call.clearError,
  };
}
