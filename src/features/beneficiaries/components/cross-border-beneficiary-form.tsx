import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import { Button, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FormProvider, useForm, useFormContext } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import type { BankItem, Beneficiary, Corridor } from '@/api/contract.ts';
import { ErrorBanner } from '@/components/error-banner.tsx';
import { FormField } from '@/components/form-field.tsx';
import { OfflineNote } from '@/components/offline-note.tsx';
import { ChoiceGroup } from '@/components/choice-group.tsx';
import { sessionUserAtom } from '@/lib/session/user.ts';
import { callErrorMessages } from '@/features/payments';
import { BENEFICIARY_CREATE_FAILED, addBeneficiary } from '../api/add-beneficiary.ts';
import { SEND_ERROR_MS } from '@/remittance/model/timers.ts';
import { SelectField } from '@/components/select-field.tsx';
import { errorText } from '@/lib/api-error.ts';
import { useOnline } from '@/lib/use-online.ts';
import { phoneInput, withPlus } from '@/lib/phone.ts';
import { getBanks } from '../api/get-banks.ts';
import { VerificationError, verifyBank, verifyMobile } from '../api/verify-account.ts';
import { usePartnerList } from '@/remittance/hooks/use-partner-list.ts';
import {
  IDLE,
  addBusy,
  addButtonLabel,
  fieldToClear,
  nextAddState,
  type AddEvent,
} from '../model/cross-border-add.ts';
import {
  EMPTY_BENEFICIARY_FORM,
  bankCodeOf,
  bankLabel,
  bankNameOf,
  beneficiarySchema,
  newBeneficiaryRequest,
  type BeneficiaryFormValues,
} from '../model/cross-border-form.ts';
import type { DeliveryOption } from '../model/add-choices.ts';
import {
  BANKS_FAILED,
  BANK_VERIFICATION_FAILED,
  MOBILE_VERIFICATION_FAILED,
  NOT_REGISTERED,
} from '../model/messages.ts';

/**
 * The cross-border add-beneficiary form with its mobile or bank verification (spec doc 2 §5
 * 'Cross-border add'), used in the other-countries flow and on /add-beneficiary for SA senders.
 */
export interface CrossBorderBeneficiaryFormProps {
  corridor: Corridor;
  /** The delivery the beneficiary is for (wallet: mobile verified; bank: account verified). */
  deliveryOption: DeliveryOption;
  /** Told with the new beneficiary once it is created. */
  onAdded: (beneficiary: Beneficiary) => void;
  onCancel?: () => void;
}

const GENDERS = [
  { value: 'M', label: 'Male' },
  { value: 'F', label: 'Female' },
];

/** The new beneficiary as the flow holds it, from what was typed and the id the portal gave. */
function addedBeneficiary(
  id: string,
  values: BeneficiaryFormValues,
  corridor: Corridor,
  delivery: DeliveryOption,
  bankName: string,
): Beneficiary {
  const mobile = withPlus(values.mobile);
  return {
    beneficiary_id: id,
    fname: values.first_name.trim(),
    mname: values.middle_name.trim(),
    lname: values.last_name.trim(),
    mobile,
    telephone: mobile,
    country: corridor.name,
    country_code: corridor.code,
    delivery_option: delivery,
    ...(delivery === 'bank'
      ? {
          account_number: values.account_number.trim(),
          bank_name: bankName,
          bank_code: values.bank_code.trim(),
          bank_branch: values.bank_code.trim(),
        }
      : {}),
  };
}

type Banks = ReturnType<typeof usePartnerList<BankItem>>;

/** Bank delivery: the country's banks ('name (code)') and the account number (digits only). */
function BankFields({ banks, disabled }: { banks: Banks; disabled: boolean }) {
  const online = useOnline();
  const choices = (banks.list ?? []).map((bank) => ({ value: bankCodeOf(bank), label: bankLabel(bank) }));
  return (
    <Stack gap="4">
      <SelectField
        name="bank_code"
        label="Bank"
        required
        placeholder={banks.list ? 'Select a bank' : 'Loading banks...'}
        options={choices}
      />
      {banks.error && (
        <Stack direction="row" gap="3" align="center" role="alert">
          <Text color="fg.error">{errorText(banks.error, { server: BANKS_FAILED })}</Text>
          <Button size="xs" variant="outline" onClick={() => void banks.retry()} disabled={!online}>
            Retry
          </Button>
        </Stack>
      )}
      <AccountNumberField disabled={disabled} />
    </Stack>
  );
}

function AccountNumberField({ disabled }: { disabled: boolean }) {
  return (
    <FormField name="account_number" label="Account number" required>
      <BoundInput
        name="account_number"
        filter={(text) => text.replace(/\D/g, '')}
        disabled={disabled}
        numeric
      />
    </FormField>
  );
}

interface BoundInputProps {
  name: keyof BeneficiaryFormValues;
  filter?: (text: string) => string;
  disabled: boolean;
  numeric?: boolean;
  autoComplete?: string;
  type?: string;
}

/** An input registered on the form, optionally filtering what is typed. */
function BoundInput({ name, filter, disabled, numeric, autoComplete = 'off', type }: BoundInputProps) {
  const { register } = useFormContextTyped();
  const field = register(name);
  return (
    <Input
      {...field}
      type={type}
      inputMode={numeric ? 'numeric' : undefined}
      autoComplete={autoComplete}
      readOnly={disabled}
      onChange={(event) => {
        if (filter) event.target.value = filter(event.target.value);
        // react-hook-form's onChange validates and keeps its errors; nothing to wait for.
        void field.onChange(event);
      }}
    />
  );
}

const useFormContextTyped = () => useFormContext<BeneficiaryFormValues>();

export function CrossBorderBeneficiaryForm({
  corridor,
  deliveryOption,
  onAdded,
  onCancel,
}: CrossBorderBeneficiaryFormProps) {
  const user = useAtomValue(sessionUserAtom);
  // Verification and creation need the sender's remitter id (linked_member_id, remitter_id).
  const registered = Boolean(user?.remitter_id?.trim());
  const online = useOnline();
  const resolver = useMemo(
    () => yupResolver(beneficiarySchema(corridor, deliveryOption)),
    [corridor, deliveryOption],
  );
  const form = useForm<BeneficiaryFormValues>({ resolver, defaultValues: EMPTY_BENEFICIARY_FORM });
  const [state, setState] = useState(IDLE);
  const stateRef = useRef(IDLE);
  const [messages, setMessages] = useState<string[]>([]);
  const bank = deliveryOption === 'bank';
  const busy = addBusy(state.status);
  const banks = usePartnerList(getBanks, corridor.code, bank);
  const bankNameFor = (code: string) => {
    const item = banks.list?.find((candidate) => bankCodeOf(candidate) === code.trim());
    return item ? bankNameOf(item) : '';
  };

  const move = (event: AddEvent) => {
    const next = nextAddState(stateRef.current, event);
    stateRef.current = next;
    setState(next);
    return next;
  };

  const addWith = async (values: BeneficiaryFormValues) => {
    if (!online || !user || stateRef.current.status !== 'idle') return;
    setMessages([]);
    const verifying = move({ type: 'submit', delivery: deliveryOption }).status;
    const bankName = bankNameFor(values.bank_code);
    try {
      if (bank)
        await verifyBank({
          bankName,
          bankCode: values.bank_code.trim(),
          country: corridor.name,
          accountId: values.account_number.trim(),
        });
      else await verifyMobile(withPlus(values.mobile));
    } catch (error) {
      const fallback = bank ? BANK_VERIFICATION_FAILED : MOBILE_VERIFICATION_FAILED;
      const text = error instanceof VerificationError ? error.message : fallback;
      // Only what failed verification is cleared; the rest of what was typed stays.
      const field = fieldToClear(verifying);
      if (field) form.setValue(field, '', { shouldValidate: false });
      setMessages([text]);
      move({ type: 'failed' });
      return;
    }
    move({ type: 'verified' });
    let id: string;
    try {
      id = await addBeneficiary(
        newBeneficiaryRequest(values, { user, corridor, delivery: deliveryOption, bankName }),
      );
    } catch (error) {
      // A creation failure after a passed verification keeps everything typed.
      setMessages(callErrorMessages(error, BENEFICIARY_CREATE_FAILED));
      move({ type: 'failed' });
      return;
    }
    move({ type: 'created', beneficiaryId: id });
    onAdded(addedBeneficiary(id, values, corridor, deliveryOption, bankName));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    // Without a remitter id nothing is verified or created (Enter in a field included).
    if (!registered) event.preventDefault();
    else void form.handleSubmit(addWith)(event);
  };

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} aria-label={`New ${corridor.name} beneficiary`}>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <FormField name="first_name" label="First name" required>
              <BoundInput name="first_name" disabled={busy} autoComplete="off" />
            </FormField>
            <FormField name="middle_name" label="Middle name">
              <BoundInput name="middle_name" disabled={busy} />
            </FormField>
            <FormField name="last_name" label="Last name" required>
              <BoundInput name="last_name" disabled={busy} />
            </FormField>
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField
              name="mobile"
              label="Mobile number"
              required
              helperText="With the country code, e.g. +254 712 345 678"
            >
              <BoundInput name="mobile" filter={phoneInput} disabled={busy} numeric type="tel" />
            </FormField>
            <FormField name="email" label="Email">
              <BoundInput name="email" disabled={busy} type="email" />
            </FormField>
          </SimpleGrid>
          <ChoiceGroup name="gender" legend="Gender" required choices={GENDERS} />
          {corridor.code.toUpperCase() === 'ZW' && (
            <FormField name="id_number" label="Beneficiary ID number" required>
              <BoundInput name="id_number" disabled={busy} />
            </FormField>
          )}
          {bank && <BankFields banks={banks} disabled={busy} />}
          <ErrorBanner
            messages={messages}
            onDismiss={() => setMessages([])}
            timeoutMs={SEND_ERROR_MS.beneficiary}
          />
          <Stack direction={{ base: 'column-reverse', sm: 'row' }} gap="3" justify="end">
            {onCancel && (
              <Button variant="outline" onClick={onCancel} disabled={busy}>
                Cancel
              </Button>
            )}
            <Button type="submit" disabled={busy || !online || !registered}>
              {addButtonLabel(state.status)}
            </Button>
          </Stack>
          {busy && (
            <Text role="status" srOnly>
              {addButtonLabel(state.status)}
            </Text>
          )}
          <OfflineNote action="add a beneficiary" />
          {!registered && (
            <Text role="status" color="fg.warning" fontSize="sm">
              {NOT_REGISTERED}
            </Text>
          )}
        </Stack>
      </form>
    </FormProvider>
  );
}
