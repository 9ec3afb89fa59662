import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useServerErrors } from '@/lib/use-server-errors.ts';
import { useCall } from '@/lib/use-call.ts';
import { addBeneficiary } from '../api/add-beneficiary.ts';
import { beneficiaryResolver as resolver } from '../model/beneficiary-checks.ts';
import { EMPTY_NEW_BENEFICIARY, type NewBeneficiaryForm } from '../model/beneficiary-form.ts';
import { addedBeneficiary, addedText, zimbabweBeneficiaryRequest } from '../model/new-beneficiary.ts';
import { useSaveToList } from './use-save-to-list.ts';

const FORM_FIELDS: (keyof NewBeneficiaryForm)[] = ['first_name', 'middle_name', 'last_name', 'mobile'];

/**
 * Adding a Zimbabwe beneficiary (/beneficiaries/new, /add-beneficiary): the form, the add call, the
 * server's field errors on their fields (e.g. a number already saved) and the rest for the banner;
 * once added, on to /beneficiaries, which shows it. A failed add keeps what was typed.
 */
export function useAddZimbabweBeneficiary() {
  const form = useForm<NewBeneficiaryForm>({
    resolver,
    defaultValues: EMPTY_NEW_BENEFICIARY,
    mode: 'onTouched',
  });
  const saveToList = useSaveToList();
  // Loading lasts until the page has moved on, so nothing can send the same beneficiary twice.
  const call = useCall(async (values: NewBeneficiaryForm) => {
    const request = zimbabweBeneficiaryRequest(values);
    const id = await addBeneficiary(request);
    await saveToList(addedBeneficiary(id, request), addedText);
  });
  const bannerMessages = useServerErrors(call.error, FORM_FIELDS, form.setError);
  const sending = useRef(false);

  const submit = async (values: NewBeneficiaryForm) => {
    // Enter pressed again while the add is out: the first one stands.
    if (sending.current) return;
    sending.current = true;
    await call.run(values);
    sending.current = false;
  };

  return { form, submit, saving: call.loading, bannerMessages, clearError: call.clearError };
}
