import { useEffect, useState, type ReactNode } from 'react';
import { Button, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { FormField } from '@/components/form-field.tsx';
import { ErrorBanner } from '@/components/error-banner.tsx';
import { OfflineNote } from '@/components/offline-note.tsx';
import { useOnline } from '@/lib/use-online.ts';
import { FormRootError } from '@/components/form-root-error.tsx';
import { MAX_CODE_LENGTH, type CodeValues } from '../model/code.ts';
import { asyncHandler } from '@/lib/async-handler.ts';

/** What a code step needs of its flow (login, registration): both flows' hooks return it. */
export interface CodeFlow {
  /** Checks the code (the portal API decides). */
  verify: (code: string) => Promise<void>;
  /** Why the last check failed, shown under the code. */
  verifyError?: string;
  resend: () => Promise<boolean>;
  back: () => void;
  /** Why the last send failed, if it did. */
  sendError?: string;
  clearSendError: () => void;
  verifying: boolean;
  resending: boolean;
}

export interface CodeStepProps {
  heading: string;
  /** Where the code went, e.g. "We sent a 4-digit code to your mobile ending in 0001." */
  intro: ReactNode;
  /** The code's checks (yupResolver of the code schema). */
  resolver: Resolver<CodeValues>;
  resendLabel: string;
  backLabel: string;
  flow: CodeFlow;
  /** The code's length when known (the login code: 4); otherwise as many digits as were sent. */
  codeLength?: number;
}

/** The one-time code step: a labelled code input, Verify, resend and a way back. */
export function CodeStep({
  heading,
  intro,
  resolver,
  resendLabel,
  backLabel,
  flow,
  codeLength,
}: CodeStepProps) {
  const online = useOnline();
  const [resent, setResent] = useState(false);
  const form = useForm<CodeValues>({ resolver: resolver, defaultValues: { code: '' } });
  const busy = flow.verifying || flow.resending;
  useEffect(() => form.setFocus('code'), [form]);

  useEffect(() => {
    if (flow.verifyError) form.setError('code', { message: flow.verifyError }, { shouldFocus: true });
  }, [form, flow.verifyError]);

  const submit = form.handleSubmit(async ({ code }) => {
    setResent(false);
    await flow.verify(code);
  });
  const resend = async () => {
    setResent(false);
    form.clearErrors('code');
    form.resetField('code');
    setResent(await flow.resend());
  };

  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        {heading}
      </Heading>
      <Text>{intro}</Text>
      <ErrorBanner messages={flow.sendError ? [flow.sendError] : []} onDismiss={flow.clearSendError} />
      <FormRootError form={form} />
      {resent && <Text role="status">A new code has been sent.</Text>}
      <FormProvider {...form}>
        <form noValidate onSubmit={asyncHandler(submit)}>
          <Stack gap="4">
            <FormField name="code" label="Verification code" required>
              <Input
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]*"
                maxLength={codeLength ?? MAX_CODE_LENGTH}
                {...form.register('code')}
              />
            </FormField>
            <Button type="submit" loading={flow.verifying} disabled={!online || busy}>
              Verify
            </Button>
            <OfflineNote action="verify the code" />
            <HStack justify="space-between" wrap="wrap" gap="2">
              <Button variant="outline" onClick={flow.back} disabled={busy}>
                {backLabel}
              </Button>
              <Button
                variant="ghost"
                onClick={asyncHandler(resend)}
                loading={flow.resending}
                disabled={!online || busy}
              >
                {resendLabel}
              </Button>
            </HStack>
          </Stack>
        </form>
      </FormProvider>
    </Stack>
  );
}
