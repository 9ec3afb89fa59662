import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider } from '@chakra-ui/react';
import { CodeStep, type CodeFlow, type CodeStepProps } from '@/features/auth/components/code-step.tsx';
import { yupResolver } from '@hookform/resolvers/yup';
import { appSystem } from '@/app/theme.ts';
import { codeSchema, loginCodeSchema } from '@/features/auth/model/code-schema.ts';
import { goOffline } from '../../support/browser.ts';

afterEach(() => vi.restoreAllMocks());

function renderStep(
  overrides: Partial<Omit<CodeStepProps, 'flow'>> = {},
  flowOverrides: Partial<CodeFlow> = {},
) {
  const flow = {
    verify: vi.fn(() => Promise.resolve()),
    resend: vi.fn(() => Promise.resolve(true)),
    back: vi.fn(),
    clearSendError: vi.fn(),
    verifying: false,
    resending: false,
    ...flowOverrides,
  };
  const props: CodeStepProps = {
    heading: 'Enter your login code',
    intro: 'We sent a code.',
    resolver: yupResolver(loginCodeSchema),
    resendLabel: 'Resend code',
    backLabel: 'Back to login',
    ...overrides,
    flow,
  };
  // One component, its flow a stand-in: the login and sign-up pages' tests run it against the sandbox.
  const view = render(
    <ChakraProvider value={appSystem()}>
      <CodeStep {...props} />
    </ChakraProvider>,
  );
  return { ...view, user: userEvent.setup({ delay: null }), props, flow };
}

const codeInput = () => screen.getByRole('textbox', { name: /^Verification code/ });

describe('the code step', () => {
  it('focuses a labelled code input of at most 4 digits for the login code', async () => {
    renderStep({ codeLength: 4 });
    await vi.waitFor(() => expect(codeInput()).toHaveFocus());
    expect(codeInput()).toHaveAttribute('maxLength', '4');
    expect(codeInput()).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('takes a registration code of the length the API sent (6 digits), not cut to 4', async () => {
    const { user, flow } = renderStep({
      resolver: yupResolver(codeSchema),
      heading: 'Verify your mobile number',
    });
    await user.type(codeInput(), '304289');
    expect(codeInput()).toHaveValue('304289');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(flow.verify).toHaveBeenCalledWith('304289'));
  });

  it.each([
    ['', 'login', 'Please enter the code we sent to your mobile'],
    ['12', 'login', 'Invalid OTP'],
    ['12a4', 'login', 'Invalid OTP'],
    ['', 'registration', 'Please enter the code we sent to your mobile'],
  ])('refuses %j (%s schema) with %j without asking the server', async (code, _name, message) => {
    const schema = _name === 'login' ? loginCodeSchema : codeSchema;
    const { user, flow } = renderStep({ resolver: yupResolver(schema) });
    if (code) await user.type(codeInput(), code);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(flow.verify).not.toHaveBeenCalled();
  });

  it('hands a 4-digit code to the server check', async () => {
    const { user, flow } = renderStep();
    await user.type(codeInput(), '4821');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(flow.verify).toHaveBeenCalledWith('4821');
  });

  it("shows the server's verdict under the code", () => {
    renderStep({}, { verifyError: 'Invalid OTP' });
    expect(screen.getByText('Invalid OTP')).toBeInTheDocument();
    expect(codeInput()).toHaveAttribute('aria-invalid', 'true');
  });

  it('resends and says so', async () => {
    const { user, flow } = renderStep();
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(flow.resend).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('status')).toHaveTextContent('A new code has been sent.');
  });

  it('shows why a send failed', () => {
    renderStep({}, { sendError: 'Failed to send OTP' });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to send OTP');
  });

  it('goes back', async () => {
    const { user, flow } = renderStep();
    await user.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(flow.back).toHaveBeenCalledTimes(1);
  });

  it('disables Verify and resend offline, with a note', async () => {
    renderStep();
    goOffline();
    expect(
      await screen.findByText('You are offline. Connect to the internet to verify the code.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeDisabled();
  });
});
