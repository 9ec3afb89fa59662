import { Suspense, useEffect, useMemo, useState } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { FormProvider, useForm } from 'react-hook-form';
import type { KycTier, Profile, UiOptions, User } from '@/api/contract.ts';
import { LazyConfirmDialog } from '@/components/confirm-dialog-loader.ts';
import {
  CONFIRM_QUESTION,
  fundsTypesOf,
  idTypesOf,
  numberTypesOf,
  UploadFormFooter,
  type UpgradeTarget,
} from '@/features/profile';
import { useUpgrade } from '../hooks/use-upgrade.ts';
import { idNeeds, upgradeSchema } from '../model/upgrade-rules.ts';
import { initialUpgradeValues, upgradePayload, type UpgradeValues } from '../model/upgrade-values.ts';
import { UpgradeFields } from './upgrade-fields.tsx';
import { asyncHandler } from '@/lib/async-handler.ts';

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
        {
          country: user.country,
          tier,
          idTypes,
          numberTypes: numberTypesOf(options, user.country),
          fundsTypes: fundsTypesOf(options),
        },
        idNeeds(user.country, values.id1_type, idTypes),
      ),
    ),
  );
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={asyncHandler(submit)}>
        <Stack gap="6">
          <Text fontSize="sm" color="fg.muted">
            Fields marked * are required.
          </Text>
          <UpgradeFields country={user.country} tier={tier} target={target} options={options} />
          <UploadFormFooter
            upload={upload}
            messages={upload.error?.messages ?? []}
            errorMs={errorMs}
            progressLabel="Sending your documents"
            cancelledText="The upload was cancelled. Your details and files are still here."
            submitLabel="Upgrade"
            offlineAction="send your upgrade"
          />
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
