import { describe, expect, it } from 'vitest';
import { waitFor, screen } from '@testing-library/react';
import type { Envelope, Profile } from '@/api/contract.ts';
import { sessionUserAtom } from '@/lib/session/user.ts';
import { senderDetailsAtom, stageStateAtom } from '@/features/send-money/state.ts';
import { zimbabweFlow } from '@/features/send-money/flow.ts';
import { readAccessToken } from '@/lib/access-cookie.ts';
import type { SenderDetails } from '@/features/send-money/model/flow-inputs.ts';
import {
  addFault,
  agree,
  env,
  flowStore,
  makePayment,
  makePaymentButton,
  quoteFor,
  renderPage,
  sandboxRecords,
  signIn,
  UK_FORM,
  usePaymentRunEnv,
} from './payment-run-support.tsx';
import { NEW_TARIRO } from '../../support/render-with-providers.tsx';

const EMAIL = 'uk.new@example.com';

const SENDER: SenderDetails = {
  first_name: 'Grace',
  middle_name: '',
  last_name: 'Moyo',
  mobile: '447700900003',
  dob: '1990-05-01',
  gender: 'Female',
};

const RUN_CALLS = [
  'POST /api/remitter/auth/register/full',
  'POST /api/remitter/auth/register/remitone',
  'POST /api/remitter/beneficiaries/new',
  'POST /api/remitter/transactions/new',
  'POST /api/remitter/transactions/confirm',
  'POST /api/payments/initiate',
];
const runCalls = () => env.calls.filter((call) => RUN_CALLS.includes(call));

usePaymentRunEnv();

async function ukNew() {
  const session = await signIn(EMAIL);
  const quote = await quoteFor(session, UK_FORM);
  return flowStore(session, { quote, choice: NEW_TARIRO, senderDetails: SENDER });
}

/** The profile the sandbox stored for uk.new (GET /remitter/profile with their token). */
async function storedProfile(): Promise<Profile> {
  const token = readAccessToken();
  const response = await env.fetch('/api/remitter/profile', {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as Envelope<Profile>).result;
}

describe('the payment run for a sender not yet onboarded (uk.new, a new beneficiary)', () => {
  it('registers, adds the beneficiary, creates, confirms and pays: each call once, in order', async () => {
    const store = await ukNew();
    const { events } = renderPage(store);
    await agree(events);
    await events.dblClick(makePaymentButton());

    await waitFor(() => expect(env.assign).toHaveBeenCalledTimes(1));
    expect(runCalls()).toEqual(RUN_CALLS);
    expect(store.get(sessionUserAtom)).toMatchObject({
      first_name: 'Grace',
      remitter_id: expect.stringMatching(/^R/),
      // register/full carried the purpose chosen on the amount step
      default_transfer_purpose: 'family_support',
    });
    expect((await sandboxRecords(EMAIL)).count).toBe(1);
  });

  it('a failure after registering: the retry neither registers again nor adds the beneficiary twice', async () => {
    await addFault({ method: 'POST', path: '/api/remitter/transactions/new', status: 502, times: 1 });
    const store = await ukNew();
    const { events } = renderPage(store);
    await makePayment(events);
    expect(await screen.findByText('Failed to create transaction')).toBeInTheDocument();

    await makePayment(events);
    await waitFor(() => expect(env.assign).toHaveBeenCalledTimes(1));
    expect(runCalls()).toEqual([...RUN_CALLS.slice(0, 4), ...RUN_CALLS.slice(3)]);
    expect((await sandboxRecords(EMAIL)).count).toBe(1);
  });

  it('remit-one failing, the details corrected: register/full again with the correction before remit-one', async () => {
    await addFault({ method: 'POST', path: '/api/remitter/auth/register/remitone', status: 502, times: 1 });
    const store = await ukNew();
    const { events } = renderPage(store);
    await makePayment(events);
    // The remit-one failure is shown (spec §9: 15 s), nothing under way.
    await waitFor(() => expect(store.get(zimbabweFlow.notice)?.timeoutMs).toBe(15_000));
    expect(store.get(stageStateAtom).stage).toBeNull();
    expect(runCalls()).toEqual(RUN_CALLS.slice(0, 2));

    // Back on Sender Details, the last name is corrected.
    store.set(senderDetailsAtom, { ...SENDER, last_name: 'Ncube' });
    await makePayment(events);
    await waitFor(() => expect(env.assign).toHaveBeenCalledTimes(1));
    expect(runCalls()).toEqual([...RUN_CALLS.slice(0, 2), ...RUN_CALLS]);
    expect(await storedProfile()).toMatchObject({ firstname: 'Grace', lastname: 'Ncube' });
    expect((await sandboxRecords(EMAIL)).count).toBe(1);
  });

  it('remit-one failing, nothing corrected: the retry goes straight to remit-one', async () => {
    await addFault({ method: 'POST', path: '/api/remitter/auth/register/remitone', status: 502, times: 1 });
    const store = await ukNew();
    const { events } = renderPage(store);
    await makePayment(events);
    await waitFor(() => expect(store.get(zimbabweFlow.notice)?.timeoutMs).toBe(15_000));
    expect(store.get(stageStateAtom).stage).toBeNull();

    await makePayment(events);
    await waitFor(() => expect(env.assign).toHaveBeenCalledTimes(1));
    expect(runCalls()).toEqual([...RUN_CALLS.slice(0, 2), ...RUN_CALLS.slice(1)]);
    expect(await storedProfile()).toMatchObject({ lastname: 'Moyo' });
  });
});
