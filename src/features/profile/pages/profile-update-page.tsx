import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import { Button, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { FormProvider, useForm } from 'react-hook-form';
import type { UiOptions, User, Profile } from '@/api/contract.ts';
import { ErrorBanner } from '@/components/error-banner.tsx';
import { LazyConfirmDialog } from '@/components/confirm-dialog-loader.ts';
import { sessionUserAtom } from '@/lib/session/user.ts';
import { useUiOptions } from '@/features/ui-options';
import { useOnline } from '@/lib/use-online.ts';
import { ProfileUpdateFields } from '../components/profile-update-fields.tsx';
import { UploadFormFooter } from '../components/upload-form-footer.tsx';
import { useProfile } from '../hooks/use-profile.ts';
import { useProfileUpdate } from '../hooks/use-profile-update.ts';
import { idTypesOf, numberTypesOf } from '../model/id-types.ts';
import { CONFIRM_QUESTION } from '../model/messages.ts';
import { profileUpdateSchema, type ProfileUpdateValues } from '../model/profile-update-schema.ts';
import { initialUpdateValues } from '../model/profile-update-values.ts';
import { asyncHandler } from '@/lib/async-handler.ts';

const CodeDialog = lazy(() => import('../components/code-dialog.tsx'));

/** Spec §9: the profile update's errors stay 15 seconds. */
export const PROFILE_UPDATE_ERROR_MS = 15_000;

/**
 * /profile/update: the profile as it is, to edit under the rules of the user's country and tier
 * (doc 2 §5), with a confirmation dialog, a code for a new mobile or email, the upload's progress
 * and Cancel. Offline, what was typed stays and Update waits for the network.
 */
export default function ProfileUpdatePage() {
  const user = useAtomValue(sessionUserAtom);
  const { profile, loading, error, refresh } = useProfile();
  const options = useUiOptions();
  const online = useOnline();

  let body;
  if (user && options && profile) {
    body = <UpdateForm user={user} profile={profile} options={options} />;
  } else if (error && !profile) {
    body = (
      <Stack gap="3" align="start">
        <ErrorBanner messages={[error.messages.join(', ')]} onDismiss={() => undefined} timeoutMs={0} />
        <Button variant="outline" onClick={refresh} disabled={!online}>
          Try again
        </Button>
      </Stack>
    );
  } else {
    body = (
      <HStack gap="3" py="10" minH="40rem" align="start" role="status">
        <Spinner size="sm" aria-hidden="true" />
        <Text>
          {online || loading
            ? 'Loading your profile...'
            : 'You are offline. Your profile loads once you are back online.'}
        </Text>
      </HStack>
    );
  }

  return (
    <Stack gap="5" py="2" maxW="4xl">
      <Heading as="h1" size="xl">
        Update Profile
      </Heading>
      {body}
    </Stack>
  );
}

function UpdateForm({ user, profile, options }: { user: User; profile: Profile; options: UiOptions }) {
  const idTypes = idTypesOf(options, user.country);
  const tier = profile.kyc_status || user.kyc_status;
  const schema = useMemo(
    () => profileUpdateSchema({ country: user.country, tier, idTypes }),
    [user.country, tier, idTypes],
  );
  // The profile as first shown: a refresh while the user types never overwrites their changes.
  const [defaults] = useState(() => initialUpdateValues(profile, user));
  const form = useForm<ProfileUpdateValues>({ resolver: yupResolver(schema), defaultValues: defaults });
  const numberTypes = useMemo(() => numberTypesOf(options, user.country), [options, user.country]);
  const flow = useProfileUpdate(user, numberTypes);
  const { upload } = flow;

  // The server's field errors go to their fields too (the banner lists them all).
  useEffect(() => {
    const fields = upload.error?.fieldErrors ?? {};
    for (const [name, message] of Object.entries(fields)) {
      const field = name === 'phone' ? 'mobile' : name;
      if (field in defaults) form.setError(field as keyof ProfileUpdateValues, { message });
    }
  }, [upload.error, form, defaults]);

  const messages = upload.error ? upload.error.messages : [];
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={asyncHandler(form.handleSubmit(flow.submit))}>
        <Stack gap="6">
          <Text fontSize="sm" color="fg.muted">
            Fields marked * are required.
          </Text>
          <ProfileUpdateFields country={user.country} tier={tier} options={options} />
          <UploadFormFooter
            upload={upload}
            messages={messages}
            errorMs={PROFILE_UPDATE_ERROR_MS}
            progressLabel="Saving your profile"
            cancelledText="The update was cancelled. Your changes and files are still here."
            submitLabel="Update"
            offlineAction="save your profile"
          />
        </Stack>
      </form>
      {flow.stage.kind === 'confirm' && (
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
      {flow.stage.kind === 'code' && (
        <Suspense fallback={null}>
          <CodeDialog
            key={JSON.stringify(flow.stage.target)}
            target={flow.stage.target}
            onConfirmed={() => flow.stage.kind === 'code' && flow.codeConfirmed(flow.stage.target)}
            onCancel={flow.back}
          />
        </Suspense>
      )}
    </FormProvider>
  );
}
