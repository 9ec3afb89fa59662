import { useEffect, useMemo, useState } from 'react';
import { useSetAtom, useStore } from 'jotai';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { FormProvider, useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import type { UiOptions, User } from '@/api/contract.ts';
import { readReferralCode } from '@/features/auth';
import { ErrorBanner } from '@/components/error-banner.tsx';
import { OfflineNote } from '@/components/offline-note.tsx';
import { useCall } from '@/lib/use-call.ts';
import { useOnline } from '@/lib/use-online.ts';
import { searchExistingRemitter } from '../api/existing-remitter.ts';
import { useMigration } from '../hooks/use-migration.ts';
import {
  EMPTY_SENDER_FORM,
  initialSenderForm,
  mobileLocked,
  searchRequest,
  toSenderDetails,
  type SenderFormValues,
} from '../model/sender-details.ts';
import { senderSchema } from '../model/sender-schema.ts';
import { SEND_ERROR_MS } from '@/remittance/model/timers.ts';
import { senderDraftAtom } from '../sender-draft.ts';
import { senderDetailsAtom } from '../state.ts';
import { MigrationDialog } from './migration-dialog.tsx';
import { MigrationOtpDialog } from './migration-otp-dialog.tsx';
import { PersonalFields } from './sender-personal-fields.tsx';
import { SaFields } from './sender-sa-fields.tsx';
import { StepHeading } from '@/components/step-heading.tsx';
import { asyncHandler } from '@/lib/async-handler.ts';

export interface SenderStepProps {
  user: User;
  options: UiOptions;
  onBack: () => void;
  onContinue: () => void;
}

/**
 * Step 2 for users not yet onboarded: who is sending. Continue looks for an existing remitter
 * with these details: a match opens the Account Migration dialog, none stores the details and
 * moves on. What the user types is kept in session storage.
 */
export function SenderStep({ user, options, onBack, onContinue }: SenderStepProps) {
  const online = useOnline();
  const store = useStore();
  // Read once, not subscribed: the step does not re-render on each keystroke mirrored to the draft.
  const [initial] = useState(() =>
    initialSenderForm(user, store.get(senderDetailsAtom), store.get(senderDraftAtom), readReferralCode()),
  );
  const setDetails = useSetAtom(senderDetailsAtom);
  const setDraft = useSetAtom(senderDraftAtom);
  const locked = mobileLocked(user);
  const idTypes = options.id_types.sa.id1;
  const resolver = useMemo(
    () =>
      yupResolver(senderSchema({ country: user.country, mobileLocked: locked, idTypes }), undefined, {
        raw: true,
      }),
    [user.country, locked, idTypes],
  );
  const form = useForm<SenderFormValues>({ resolver, defaultValues: initial });
  const search = useCall(searchExistingRemitter);
  const migration = useMigration();
  const searchErrors = useMemo(() => search.error?.messages ?? [], [search.error]);

  const { subscribe } = form;
  useEffect(() => {
    setDraft(initial);
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => setDraft({ ...EMPTY_SENDER_FORM, ...values }),
    });
  }, [subscribe, setDraft, initial]);

  const { found } = migration;
  const submit = form.handleSubmit(async (values) => {
    if (!online) return;
    const payload = toSenderDetails(values, user, options);
    const match = await search.run(searchRequest(payload, user));
    if (match === undefined) return; // the search failed: its errors are shown
    if (match) {
      found(match);
      return;
    }
    setDetails(payload);
    onContinue();
  });

  return (
    <Stack gap="5">
      <StepHeading>Sender Details</StepHeading>
      <Text>Tell us about yourself, as on your ID. Fields marked * are required.</Text>
      <FormProvider {...form}>
        <form noValidate onSubmit={asyncHandler(submit)}>
          <Stack gap="5">
            <PersonalFields user={user} options={options} />
            {user.country === 'SA' && <SaFields options={options} />}
            <ErrorBanner
              messages={searchErrors}
              onDismiss={search.clearError}
              timeoutMs={SEND_ERROR_MS.user}
            />
            <HStack justify="space-between" gap="3" wrap="wrap">
              <Button variant="outline" onClick={onBack}>
                Back
              </Button>
              <Button type="submit" loading={form.formState.isSubmitting} disabled={!online}>
                Continue
              </Button>
            </HStack>
            <OfflineNote action="continue" />
          </Stack>
        </form>
      </FormProvider>
      <MigrationDialog migration={migration} />
      <MigrationOtpDialog migration={migration} />
    </Stack>
  );
}
