import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { AuthResult, Envelope } from '@/api/contract.ts';
import { SENDER_DETAILS_KEY } from '@/features/send-money/state.ts';
import { readAccessToken } from '@/lib/access-cookie.ts';
import { goOffline } from '../../support/browser.ts';
import { DEMO_PASSWORD } from '../../support/render-app.tsx';
import { useSendPageEnv } from './render-send-page.tsx';
import { latestCode, onSenderDetails, reachCode, reachMigration } from './render-sender-step.tsx';
import { fillSenderDetails, registeredAtPayment, stepHeading } from './send-flow.tsx';

useSendPageEnv();

const SEARCH = 'POST /api/remitter/existing/search';
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

/** Signed out at '/': the login screen, no token. */
async function signedOut(location: () => string) {
  await waitFor(() => expect(location()).toBe('/'));
  expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
  expect(readAccessToken()).toBeNull();
}

type SenderApp = Awaited<ReturnType<typeof onSenderDetails>>;

/** Continue on the empty form: each required field's message, nothing searched, still on the step. */
async function emptyFormRefused({ user, sandbox }: SenderApp) {
  await user.click(continueButton());
  expect(await screen.findByText('First name is required')).toBeInTheDocument();
  expect(screen.getByText('Last name is required')).toBeInTheDocument();
  expect(screen.getByText('Date of birth is required')).toBeInTheDocument();
  expect(screen.getByText('Gender is required')).toBeInTheDocument();
  expect(sandbox.callsTo(SEARCH)).toHaveLength(0);
  expect(screen.getByRole('heading', { level: 2, name: 'Sender Details' })).toBeInTheDocument();
}

/** Amelia Jones2, 17 this year, then Continue: the last name's message and the age's. */
async function badNamesAndUnder18Refused({ user }: SenderApp) {
  const nextYear = String(new Date().getFullYear() - 17);
  await fillSenderDetails(user, { first: 'Amelia', last: 'Jones2', dob: `${nextYear}-01-01` });
  await user.click(continueButton());
  expect(
    await screen.findByText('First name does not allow numeric values or special characters'),
  ).toBeInTheDocument();
  expect(screen.getByText('You must be 18 or older')).toBeInTheDocument();
}

/** Back: Amount to Send with the amount kept, its quote to be calculated again. */
async function backToAmount({ user }: SenderApp) {
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(await stepHeading('Amount to Send')).toBeInTheDocument();
  expect(screen.getByLabelText('Amount to receive (USD)')).toHaveValue('130');
  expect(screen.queryByRole('region', { name: 'Your quote' })).not.toBeInTheDocument();
}

describe('Sender Details against the sandbox', () => {
  it('locks the mobile to the one the user signed up with; offline, Continue is disabled and says why', async () => {
    await onSenderDetails();
    const mobile = screen.getByLabelText(/^Mobile/);
    expect(mobile).toHaveValue('+447700900003');
    expect(mobile).toHaveAttribute('readonly');

    // Offline comes last on the same screen: it changes what Continue does.
    act(() => goOffline());
    expect(continueButton()).toBeDisabled();
    expect(screen.getByText('You are offline. Connect to the internet to continue.')).toBeInTheDocument();
  });

  it("shows the messages of an empty form and searches nothing; says the last name 'First name does not allow ...' and refuses under 18; Back goes back to Amount to Send, whose quote is to be calculated again", async () => {
    const app = await onSenderDetails();
    await emptyFormRefused(app);
    await badNamesAndUnder18Refused(app);
    await backToAmount(app);
  });

  it('continues when no remitter matches, keeping the details for the registration at Make Payment', async () => {
    const { user } = await onSenderDetails();
    await fillSenderDetails(user, { first: 'Amelia', last: 'Jones', dob: '1990-01-01' });
    await user.type(screen.getByLabelText(/^Referral code/), 'FRIEND1');
    const registered = await registeredAtPayment(user);
    expect(registered).toEqual([
      {
        first_name: 'Amelia',
        last_name: 'Jones',
        mobile: '447700900003',
        dob: '1990-01-01',
        gender: 'Male',
        referral_code: 'FRIEND1',
        // doc 2 §9: a UK sender's default purpose, 'other', when the account names none.
        default_transfer_purpose: 'other',
        // the purpose chosen on the amount step
        purpose_of_remittance: 'family_support',
      },
    ]);
  });

  it('prefills the referral code of the sign-up link the user registered through, and sends it', async () => {
    sessionStorage.setItem('referral-code', 'R100001');
    const { user } = await onSenderDetails();
    expect(screen.getByLabelText(/^Referral code/)).toHaveValue('R100001');
    await fillSenderDetails(user, { first: 'Amelia', last: 'Jones', dob: '1990-01-01' });
    const registered = await registeredAtPayment(user);
    expect(registered).toHaveLength(1);
    expect(registered[0]).toMatchObject({
      referral_code: 'R100001',
    });
  });

  it('shows the search errors as a list', async () => {
    const { user } = await onSenderDetails((sandbox) =>
      sandbox.fault({
        method: 'POST',
        path: '/api/remitter/existing/search',
        status: 422,
        body: { status: 'FAIL', result: { errors: [{ error: 'Search is down' }, { error: 'Try later' }] } },
        times: 1,
      }),
    );
    await fillSenderDetails(user, { first: 'Amelia', last: 'Jones', dob: '1990-01-01' });
    await user.click(continueButton());
    const alert = await screen.findByRole('alert');
    const items = within(alert)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Search is down', 'Try later']);
    expect(screen.getByRole('heading', { level: 2, name: 'Sender Details' })).toBeInTheDocument();
  });
});

type CodeApp = Awaited<ReturnType<typeof reachCode>>;

/** Yes was pressed: the offer closes, the code modal shows the masked phone, a code was texted. */
async function codeSent({ sandbox, codeDialog }: CodeApp) {
  // The offer closes as the code modal opens (its exit may end a render after).
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Account Migration' })).toBeNull());
  expect(codeDialog).toHaveTextContent('********0006');
  expect(await latestCode(sandbox, '447700900006')).toMatch(/^\d{6}$/);
}

/** Five digits, then Confirm: 'Enter valid OTP'. */
async function shortCodeRefused({ user, codeDialog }: CodeApp) {
  await user.type(within(codeDialog).getByLabelText(/^One-time code/), '12345');
  await user.click(within(codeDialog).getByRole('button', { name: 'Confirm' }));
  expect(await within(codeDialog).findByText('Enter valid OTP')).toBeInTheDocument();
}

/** Six digits that are not the code, then Confirm: the server's message. */
async function wrongCodeRefused({ user, codeDialog, sandbox, location }: CodeApp) {
  const right = await latestCode(sandbox, '447700900006');
  const wrong = right === '000000' ? '111111' : '000000';
  const field = within(codeDialog).getByLabelText(/^One-time code/);
  // The field still holds what was typed before: the user clears it first.
  await user.clear(field);
  await user.type(field, wrong);
  await user.click(within(codeDialog).getByRole('button', { name: 'Confirm' }));
  expect(await within(codeDialog).findByRole('alert')).toHaveTextContent('The code is wrong or has expired.');
  // Still signed in, where they were.
  expect(readAccessToken()).not.toBeNull();
  expect(location()).toBe('/send-money');
}

/** Re-send: the modal says so and the sandbox has texted a second code. */
async function codeResent({ user, codeDialog, sandbox }: CodeApp) {
  const count = () =>
    (
      sandbox.sandbox.deps.db.prepare("SELECT COUNT(*) AS n FROM otps WHERE purpose = 'migration'").get() as {
        n: number;
      }
    ).n;
  expect(count()).toBe(1);
  await user.click(within(codeDialog).getByRole('button', { name: 'Re-send' }));
  expect(await within(codeDialog).findByText('A new code has been sent.')).toBeInTheDocument();
  expect(count()).toBe(2);
}

/** The latest code, then Confirm: logged out to '/', the modal closed, the account migrated. */
async function rightCodeOnboards({ user, codeDialog, sandbox, location }: CodeApp) {
  // Re-send emptied the field.
  const code = await latestCode(sandbox, '447700900006');
  await user.type(within(codeDialog).getByLabelText(/^One-time code/), code);
  await user.click(within(codeDialog).getByRole('button', { name: 'Confirm' }));
  await signedOut(location);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  // signing in again: the account is now the migrated remitter
  const again = await sandbox.sandbox.app.request('/api/remitter/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ type: 'email', email: 'uk.new@example.com', password: DEMO_PASSWORD }),
  });
  const { result } = (await again.json()) as Envelope<AuthResult>;
  expect(result.user).toMatchObject({ remitter_id: 'R100006', onboarded: true });
}

describe('the Account Migration (Tendai Moyo, remitter R100006)', () => {
  it('opens Account Migration with the masked phone instead of continuing; No, log me out: logs out and goes to /', async () => {
    const { offer, user, location } = await reachMigration();
    expect(offer).toHaveTextContent('********0006');
    expect(within(offer).getByRole('button', { name: 'No, log me out' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Beneficiary Details' })).toBeNull();
    // Nothing is kept for a registration (what a reload of the page would find).
    expect(sessionStorage.getItem(SENDER_DETAILS_KEY)).toBeNull();

    await user.click(within(offer).getByRole('button', { name: 'No, log me out' }));
    await signedOut(location);
  });

  it("Yes sends the code: the offer closes and the code modal opens; a short code says 'Enter valid OTP' and is not sent; a wrong code shows the server's message; Re-send texts a new code; the right code onboards the remitter, closes the modal and logs out to /", async () => {
    const app = await reachCode();
    await codeSent(app);
    await shortCodeRefused(app);
    await wrongCodeRefused(app);
    await codeResent(app);
    await rightCodeOnboards(app);
  });
});
