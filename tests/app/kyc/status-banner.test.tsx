import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { goOffline } from '../../support/browser.ts';
import { renderApp, signIn } from '../../support/render-app.tsx';
import { SA_REMITTER, SA_SENDER, UK_SENDER } from '../../support/sandbox-data.ts';
import { startSandbox, type TestSandbox } from '../../support/test-sandbox.ts';

/** The identity service's read of a remitter's verification record (sign-in starts one). */
const statusRead = (remitterId: string) => `GET /identity/api/kyc/verification/${remitterId}`;

/**
 * A fresh strict sandbox answering on the page's own origin, as when it serves the app: the
 * liveness page it hands out is then one the app frames.
 */
const identitySandbox = () => startSandbox({ strict: true, onPageOrigin: true });

/** The calls the app made to the identity service (since the first screen), as the sandbox received them. */
const identityCalls = (sandbox: TestSandbox) =>
  sandbox.calls.filter((made) => made.url.pathname.startsWith('/identity/'));

/** Where a test looks: the whole page (`screen`) or a part of it (`within`). */
type Scope = Pick<typeof screen, 'getAllByRole' | 'getByText'>;

/**
 * The Documents tab of /profile, where the full banner shows, `email` signed in (unless the test
 * signed them in already): the app, and the 'Identity verification' section the banner sits in.
 */
async function openDocuments(email: string, sandbox: TestSandbox) {
  const app = await renderApp({ url: '/profile', user: email, sandbox });
  await app.user.click(await screen.findByRole('tab', { name: 'Documents' }));
  const section = within(await screen.findByRole('region', { name: 'Identity verification' }));
  return { ...app, section };
}

/**
 * As openDocuments, the sign-in's read of the record still on its way (held): the banner checks
 * until the test lets the read go on to the identity service (`read.release()`) or cuts the
 * connection (`read.drop()`).
 */
async function openDocumentsWhileReading(email: string, remitterId: string, sandbox: TestSandbox) {
  const read = sandbox.hold(statusRead(remitterId));
  await signIn(sandbox, email);
  await read.reached;
  return { ...(await openDocuments(email, sandbox)), read };
}

/**
 * /send-money, where the compact banner shows above the amount form, `email` signed in (unless the
 * test signed them in already): an SA sender through a link naming Zimbabwe (without a choice
 * they are sent to the country page).
 */
async function openSendMoney(email: string, sandbox: TestSandbox) {
  const url = email === SA_SENDER ? '/send-money?country=ZW' : '/send-money';
  const app = await renderApp({ url, user: email, sandbox });
  await waitFor(() => expect(app.location()).toBe('/send-money'));
  return app;
}

const VERIFIED = 'Verification Complete - Your account is fully verified and ready for transactions.';

/** Waits for the fully-verified notice in `scope`, its words exactly the spec's. */
async function expectVerifiedNotice(scope: Scope) {
  await waitFor(() =>
    expect(scope.getAllByRole('status').map((status) => status.textContent)).toContain(VERIFIED),
  );
  // one sentence in one element, as the spec words it
  expect(scope.getByText(VERIFIED)).toBeInTheDocument();
}

/** Passes the remitter's liveness check on the sandbox, as the liveness page's Pass button does. */
async function passLiveness(sandbox: TestSandbox, remitterId: string) {
  const requested = await sandbox.sandbox.app.request('/identity/api/kyc/request-verification', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ remitterId }),
  });
  const { data } = (await requested.json()) as { data: { liveness_url: string } };
  await sandbox.sandbox.app.request(`${new URL(data.liveness_url).pathname}/pass`, { method: 'POST' });
}

describe('the status banner', () => {
  it('says it is checking, then shows the Account Verification Status card (sa.sender, part-way)', async () => {
    const { section, read } = await openDocumentsWhileReading(SA_SENDER, SA_REMITTER, identitySandbox());
    expect(section.getByRole('status')).toHaveTextContent('Checking verification status...');
    read.release();

    const card = await section.findByRole('region', { name: 'Account Verification Status' });
    const inCard = within(card);
    expect(inCard.getByText('25% complete')).toBeInTheDocument();
    expect(inCard.getByRole('progressbar', { name: 'Verification progress' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    const checks = within(inCard.getByRole('list', { name: 'Verification checks' })).getAllByRole('listitem');
    expect(checks.map((item) => item.textContent)).toEqual([
      'Document Verification:Passed',
      'Liveness Check:Failed',
      'Face Match:In Progress',
      'Aml Pep Screening:Pending',
    ]);
    const palettes = checks.map((item) => item.querySelector('[data-palette]')?.getAttribute('data-palette'));
    expect(palettes).toEqual(['green', 'red', 'blue', 'yellow']);

    // three alerts are seeded: the first 2 show
    expect(inCard.getByText('Requires Attention:')).toBeInTheDocument();
    expect(inCard.getByText(/^Liveness check failed: the face was not clearly visible/)).toBeInTheDocument();
    expect(inCard.getByText('Face match is waiting for a passed liveness check.')).toBeInTheDocument();
    expect(inCard.queryByText(/AML and PEP screening starts/)).not.toBeInTheDocument();
    expect(inCard.getByRole('button', { name: 'Check Status' })).toBeEnabled();
    expect(inCard.getByRole('button', { name: 'Continue Verification' })).toBeEnabled();
  });

  it('shows a fully verified sender that they are (uk.sender)', async () => {
    const { section } = await openDocuments(UK_SENDER, identitySandbox());
    await expectVerifiedNotice(section);
    expect(screen.queryByRole('button', { name: 'Continue Verification' })).not.toBeInTheDocument();
  });

  it('shows a sender the identity service has no record of as not started (404): 0%, every check pending', async () => {
    const { section } = await openDocuments('sa.lite@example.com', identitySandbox());
    const card = await section.findByRole('region', { name: 'Account Verification Status' });
    expect(within(card).getByText('0% complete')).toBeInTheDocument();
    expect(within(card).getAllByText('Pending')).toHaveLength(4);
    expect(within(card).queryByText('Requires Attention:')).not.toBeInTheDocument();
  });

  it('reads nothing for a sender without a remitter id, and Continue Verification says why it cannot start (uk.new)', async () => {
    const sandbox = identitySandbox();
    const { section, user } = await openDocuments('uk.new@example.com', sandbox);
    const card = section.getByRole('region', { name: 'Account Verification Status' });
    expect(within(card).getByText('0% complete')).toBeInTheDocument();
    // Check Status cannot read a record without one: disabled, and it says why
    const check = within(card).getByRole('button', { name: 'Check Status' });
    expect(check).toBeDisabled();
    expect(check).toHaveAccessibleDescription(
      'Unable to get user information. Please refresh and try again.',
    );
    await user.click(within(card).getByRole('button', { name: 'Continue Verification' }));
    expect(section.getByRole('alert')).toHaveTextContent(
      'Unable to get user information. Please refresh and try again.',
    );
    expect(identityCalls(sandbox)).toEqual([]);
  });

  it("says it is unable to load the status, with the server's message, and Check Status tries again", async () => {
    const sandbox = identitySandbox();
    sandbox.fault({
      method: 'GET',
      path: '/identity/api/kyc/verification/*',
      status: 503,
      body: { success: false, message: 'The identity service is down for maintenance.' },
      times: 1,
    });
    const { section, read, user } = await openDocumentsWhileReading(SA_SENDER, SA_REMITTER, sandbox);
    read.release();
    expect(await section.findByText('Unable to load verification status')).toBeInTheDocument();
    expect(section.getByText('The identity service is down for maintenance.')).toBeInTheDocument();

    await user.click(section.getByRole('button', { name: 'Check Status' }));
    expect(await section.findByRole('region', { name: 'Account Verification Status' })).toBeInTheDocument();
    expect(section.queryByText('Unable to load verification status')).not.toBeInTheDocument();
  });

  it("says 'Failed to fetch KYC verification status' when no answer came", async () => {
    const { section, read } = await openDocumentsWhileReading(SA_SENDER, SA_REMITTER, identitySandbox());
    read.drop();
    expect(await section.findByText('Unable to load verification status')).toBeInTheDocument();
    expect(section.getByText('Failed to fetch KYC verification status')).toBeInTheDocument();
  });

  it('keeps the card when a refresh fails, and says why; offline, Check Status and Continue Verification are disabled, and it says why', async () => {
    const sandbox = identitySandbox();
    const { section, user } = await openDocuments(SA_SENDER, sandbox);
    const card = await section.findByRole('region', { name: 'Account Verification Status' });
    sandbox.fault({
      method: 'GET',
      path: '/identity/api/kyc/verification/*',
      status: 503,
      body: { success: false, message: 'The identity service is down for maintenance.' },
    });
    await user.click(within(card).getByRole('button', { name: 'Check Status' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'The identity service is down for maintenance.',
    );
    expect(within(card).getByText('25% complete')).toBeInTheDocument();

    act(() => goOffline());
    expect(within(card).getByRole('button', { name: 'Check Status' })).toBeDisabled();
    expect(within(card).getByRole('button', { name: 'Continue Verification' })).toBeDisabled();
    expect(
      within(card).getByText(/You are offline\. Connect to the internet to check or continue/),
    ).toBeInTheDocument();
  });

  it('Check Status reads the record again: a check finished elsewhere shows at once', async () => {
    const sandbox = identitySandbox();
    const { section, user } = await openDocuments(SA_SENDER, sandbox);
    const card = await section.findByRole('region', { name: 'Account Verification Status' });
    await passLiveness(sandbox, SA_REMITTER);
    await user.click(within(card).getByRole('button', { name: 'Check Status' }));
    await expectVerifiedNotice(section);
  });
});

describe('the compact banner (top of /send-money)', () => {
  it('shows nothing to a fully verified sender', async () => {
    const { sandbox: backend } = await renderApp({ url: '/send-money', user: 'uk.sender@example.com' });
    await screen.findByRole('button', { name: 'Calculate' });
    // The record is read (and answered: fully verified), and nothing of the banner shows.
    const read = 'GET /identity/api/kyc/verification/R100001';
    await waitFor(() => {
      const reads = backend.callsTo(read);
      expect(reads.length).toBeGreaterThan(0);
      for (const made of reads) expect(made).toMatchObject({ settled: true, status: 200 });
    });
    expect(screen.queryByRole('region', { name: 'Account Verification Status' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Verification Complete/)).not.toBeInTheDocument();
    expect(screen.queryByText(/verification status/i)).not.toBeInTheDocument();
  });

  it('shows a sender not fully verified the progress and both buttons, without the checks', async () => {
    const sandbox = identitySandbox();
    const read = sandbox.hold(statusRead(SA_REMITTER));
    await signIn(sandbox, SA_SENDER);
    await read.reached;
    await openSendMoney(SA_SENDER, sandbox);
    // The page waits for the status at most 3 s, then shows the form with the banner above it:
    // nothing of it while checking (the page keeps the space of what comes).
    await screen.findByRole('button', { name: 'Calculate' }, { timeout: 5_000 });
    expect(screen.queryByRole('region', { name: 'Account Verification Status' })).not.toBeInTheDocument();
    expect(screen.queryByText('Checking verification status...')).not.toBeInTheDocument();
    read.release();

    const card = await screen.findByRole('region', { name: 'Account Verification Status' });
    expect(within(card).getByText('25% complete')).toBeInTheDocument();
    expect(within(card).queryByRole('list', { name: 'Verification checks' })).not.toBeInTheDocument();
    expect(within(card).queryByText('Requires Attention:')).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Check Status' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Continue Verification' })).toBeInTheDocument();
  });

  it('says the verification is complete when it turns so on screen', async () => {
    const sandbox = identitySandbox();
    const { user } = await openSendMoney(SA_SENDER, sandbox);
    const card = await screen.findByRole('region', { name: 'Account Verification Status' });
    await passLiveness(sandbox, SA_REMITTER);
    await user.click(within(card).getByRole('button', { name: 'Check Status' }));
    await expectVerifiedNotice(screen);
  });

  it('shows a status that could not be read, above the amount form, and does not read it again and again', async () => {
    // The identity service fails at once: the page's read settles it, the banner's own read (it
    // mounts after a failure) fails too; the form stays on screen, and nothing reads it again
    // (the banner once came and went with each read, 180-odd reads in 30 s). Another sender's
    // visit first, so that the page's and the read's code are here, as on any visit after the
    // first: the reads then follow each other as fast as the service fails.
    const sandbox = identitySandbox();
    const earlier = await openSendMoney('uk.heavy@example.com', sandbox);
    await screen.findByRole('button', { name: 'Calculate' });
    earlier.unmount();
    sandbox.fault({ method: 'GET', path: '/identity/api/kyc/verification/*', status: 500 });
    const { user } = await openSendMoney(UK_SENDER, sandbox);
    expect(await screen.findByText('Unable to load verification status')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Calculate' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Amount to receive/), '100');
    expect(screen.getByText('Unable to load verification status')).toBeInTheDocument();
    await waitFor(() => expect(sandbox.unsettled()).toEqual([]));
    // The sign-in's read (its code arrives after the first screen), the page's and the banner's.
    expect(identityCalls(sandbox).length).toBeLessThanOrEqual(3);
  });
});
