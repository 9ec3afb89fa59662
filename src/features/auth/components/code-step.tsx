import { useEffect, useState, type ReactNode } from 'react';
import { Button, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { FormField } from '@/components/form-field.tsx';
import { ErrorBanner } from '@/components/error-banner.tsx';
import { OfflineNote } from '@/components/offline-note.tsx';
import { useOnline } from '@/lib/use-online.ts';
import { FormRootError } from './form-root-error.tsx';
import { LOGIN_CODE_LENGTH, type CodeValues } from '../model/code.ts';

export interface CodeStepProps {
  heading: string;
  /** Where the code went, e.g. "We sent a 4-digit code to your mobile ending in 0001." */
  intro: ReactNode;
  /** The code's checks (yupResolver of the code schema). */
  resolver: Resolver<CodeValues>;
  /** Checks the code (the portal API decides). */
  onVerify: (code: string) => Promise<void>;
  /** Why the last check failed, shown under the code. */
  verifyError?: string;
  onResend: () => Promise<boolean>;
  onBack: () => void;
  resendLabel: string;
  backLabel: string;
  /** Why the last send failed, if it did. */
  sendError?: string;
  onDismissSendError: () => void;
  verifying: boolean;
  resending: boolean;
}

/** The one-time code step: a labelled 4-digit input, Verify, resend and a way back. */
export function CodeStep(props: CodeStepProps) {
  const online = useOnline();
  const [resent, setResent] = useState(false);
  const form = useForm<CodeValues>({ resolver: props.resolver, defaultValues: { code: '' } });
  const busy = props.verifying || props.resending;
  useEffect(() => form.setFocus('code'), [form]);

  useEffect(() => {
    if (props.verifyError) form.setError('code', { message: props.verifyError }, { shouldFocus: true });
  }, [form, props.verifyError]);

  const submit = form.handleSubmit(async ({ code }) => {
    setResent(false);
    await props.onVerify(code);
  });
  const resend = async () => {
    setResent(false);
    form.clearErrors('code');
    form.resetField('code');
    setResent(await props.onResend());
  };

  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        {props.heading}
      </Heading>
      <Text>{props.intro}</Text>
      <ErrorBanner messages={props.sendError ? [props.sendError] : []} onDismiss={props.onDismissSendError} />
      <FormRootError form={form} />
      {resent && <Text role="status">A new code has been sent.</Text>}
      <FormProvider {...form}>
        <form noValidate onSubmit={submit}>
          <Stack gap="4">
            <FormField name="code" label="Verification code" required>
              <Input
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]*"
                maxLength={LOGIN_CODE_LENGTH}
                {...form.register('code')}
              />
            </FormField>
            <Button type="submit" loading={props.verifying} disabled={!online || busy}>
              Verify
            </Button>
            <OfflineNote action="verify the code" />
            <HStack justify="space-between" wrap="wrap" gap="2">
              <Button variant="outline" onClick={props.onBack} disabled={busy}>
                {props.backLabel}
              </Button>
              <Button variant="ghost" onClick={resend} loading={props.resending} disabled={!online || busy}>
                {props.resendLabel}
              </Button>
            </HStack>
          </Stack>
        </form>
      </FormProvider>
    </Stack>
  );
}
