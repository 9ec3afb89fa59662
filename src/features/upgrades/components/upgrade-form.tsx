import { Suspense, useEffect, useMemo, useState } from 'react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { FormProvider, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'wouter';
import type { KycTier, Profile, UiOptions, User } from '@/api/contract.ts';
import { ErrorBanner } from '@/components/error-banner.tsx';
import { OfflineNote } from '@/components/offline-note.tsx';
import { routes } from '@/config/paths.ts';
import { LazyConfirmDialog } from '@/features/auth';
import { CONFIRM_QUESTION, idTypesOf, UploadProgress, type UpgradeTarget } from '@/features/profile';
import { useOnline } from '@/lib/use-online.ts';
import { useUpgrade } from '../hooks/use-upgrade.ts';
import { idNeeds, upgradeSchema } from '../model/upgrade-rules.ts';
import { initialUpgradeValues, upgradePayload, type UpgradeValues } from '../model/upgrade-values.ts';
import { UpgradeFields } from './upgrade-fields.tsx';

export interface UpgradeFormProps {
  user: User;
  tier: KycTier;
  profile: Profile | undefined;
  options: UiOptions;
  target: UpgradeTarget;
  /** How long its errors stay (spec §9: the unlimited upgrade's 6 s). */
  errorMs: number;
}

/** The upgrade form: its fields, the confirmation dialog, the upload's progress and Cancel. */
export function UpgradeForm({ user, tier, profile, options, target, errorMs }: UpgradeFormProps) {
  const online = useOnline();
  const idTypes = idTypesOf(options, user.country);
  const schema = useMemo(
    () => upgradeSchema({ country: user.country, tier, target, idTypes }),
    [user.country, tier, target, idTypes],
  );
  const [defaults] = useState(() => initialUpgradeValues(profile, user));
  const form = useForm<UpgradeValues>({ resolver: yupResolver(schema), defaultValues: defaults });
  const flow = useUpgrade();
  const { upload } = flow;

  // The server's field errors go to their fields too (the banner lists them all).
  useEffect(() => {
    for (const [name, message] of Object.entries(upload.error?.fieldErrors ?? {})) {
      if (name in defaults) form.setError(name as keyof UpgradeValues, { message });
    }
  }, [upload.error, form, defaults]);

  const submit = form.handleSubmit((values) =>
    flow.submit(
      upgradePayload(
        values,
        target,
        { country: user.country, tier, idTypes },
        idNeeds(user.country, values.id1_type, idTypes),
      ),
    ),
  );
  const sending = upload.percent !== null;
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit}>
        <Stack gap="6">
          <Text fontSize="sm" color="fg.muted">
            Fields marked * are required.
          </Text>
          <UpgradeFields country={user.country} tier={tier} target={target} options={options} />
          <ErrorBanner
            messages={upload.error?.messages ?? []}
            onDismiss={upload.clearError}
            timeoutMs={errorMs}
          />
          {upload.cancelled && !sending && (
            <Text role="status">The upload was cancelled. Your details and files are still here.</Text>
          )}
          {sending && (
            <UploadProgress
              percent={upload.percent ?? 0}
              label="Sending your documents"
              onCancel={upload.cancel}
            />
          )}
          <HStack gap="3" wrap="wrap">
            <Button asChild variant="outline">
              <RouterLink href={routes.profile.pattern}>Cancel</RouterLink>
            </Button>
            <Button type="submit" colorPalette="blue" disabled={!online || sending} loading={sending}>
              Upgrade
            </Button>
          </HStack>
          <OfflineNote action="send your upgrade" />
        </Stack>
      </form>
      {flow.confirming && (
        <Suspense fallback={null}>
          <LazyConfirmDialog
            title={CONFIRM_QUESTION}
            yesLabel="Proceed"
            noLabel="No"
            yesColorPalette="blue"
            onYes={flow.proceed}
            onNo={flow.back}
          />
        </Suspense>
      )}
    </FormProvider>
  );
}
