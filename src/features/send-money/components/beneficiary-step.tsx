import { Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { UiOptions, User } from '@/api/contract.ts';
import {
  BeneficiaryCombobox,
  BeneficiaryListError,
  NEW_BENEFICIARY_FORM_ID,
  SavedBeneficiaryList,
  ZimbabweBeneficiaryFields,
} from '@/features/beneficiaries';
import { useOnline } from '@/lib/use-online.ts';
import { useBeneficiaryStep } from '../hooks/use-beneficiary-step.ts';
import { SEND_ERROR_MS } from '@/remittance/model/timers.ts';
import { AlreadySavedNote } from './already-saved-note.tsx';
import { SelectedBeneficiary } from './selected-beneficiary.tsx';
import { StepHeading } from '@/components/step-heading.tsx';

export interface BeneficiaryStepProps {
  user: User;
  options: UiOptions;
  onBack: () => void;
  onContinue: () => void;
}

const HINT_ID = 'beneficiary-continue-hint';
const CHOOSE_TO_CONTINUE = 'Choose a beneficiary, or add a new one, to continue.';
const COMPLETE_TO_CONTINUE =
  "Enter the beneficiary's first name, last name and a valid mobile number to continue.";

/**
 * Beneficiary Details: choose a saved beneficiary in Zimbabwe from a searchable dropdown, or type a
 * new one (added by the payment run at Make Payment, nothing is sent from here), then Continue.
 */
export function BeneficiaryStep({ onBack, onContinue }: BeneficiaryStepProps) {
  const online = useOnline();
  const step = useBeneficiaryStep(onContinue);
  const { list } = step;
  const hint = step.canContinue ? undefined : HINT_ID;

  return (
    <Stack gap="5">
      <StepHeading>Beneficiary Details</StepHeading>
      <BeneficiaryListError list={list} timeoutMs={SEND_ERROR_MS.beneficiary} />
      {!online && (
        <Text role="status" color="fg.warning" fontSize="sm">
          You are offline. You can still choose a saved beneficiary or add a new one: nothing is sent until
          you press Make Payment.
        </Text>
      )}

      {step.showList && (
        <SavedBeneficiaryList list={list} beneficiaries={step.beneficiaries} country="Zimbabwe">
          {(beneficiaries) => (
            <BeneficiaryCombobox
              beneficiaries={beneficiaries}
              selectedId={step.selectedId}
              onSelect={step.chooseSaved}
            />
          )}
        </SavedBeneficiaryList>
      )}
      {step.mode === 'saved' && step.selected && (
        <SelectedBeneficiary beneficiary={step.selected} onEdit={step.keepSelection} />
      )}

      {step.mode === 'saved' ? (
        <Button alignSelf="start" variant="outline" onClick={() => step.setMode('new')}>
          Add new beneficiary
        </Button>
      ) : (
        <Stack as="section" aria-labelledby="new-beneficiary-heading" gap="4">
          <HStack justify="space-between" flexWrap="wrap" gap="2">
            <Heading as="h3" size="md" id="new-beneficiary-heading">
              New beneficiary
            </Heading>
            {step.canChooseSaved && (
              <Button size="sm" variant="ghost" onClick={() => step.setMode('saved')}>
                Choose a saved beneficiary
              </Button>
            )}
          </HStack>
          <ZimbabweBeneficiaryFields
            form={step.form}
            onSubmit={step.continueWithNew}
            mobileNote={
              step.alreadySaved && (
                <AlreadySavedNote beneficiary={step.alreadySaved} onChoose={step.chooseSaved} />
              )
            }
          />
        </Stack>
      )}

      <Stack gap="2">
        <HStack gap="3" flexWrap="wrap">
          <Button variant="outline" onClick={onBack}>
            Back
          </Button>
          {step.mode === 'saved' ? (
            <Button disabled={!step.canContinue} onClick={step.continueWithSaved} aria-describedby={hint}>
              Continue
            </Button>
          ) : (
            <Button
              type="submit"
              form={NEW_BENEFICIARY_FORM_ID}
              disabled={!step.canContinue}
              aria-describedby={hint}
            >
              Continue
            </Button>
          )}
        </HStack>
        {hint && (
          <Text id={hint} fontSize="sm" color="fg.muted">
            {step.mode === 'saved' ? CHOOSE_TO_CONTINUE : COMPLETE_TO_CONTINUE}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
