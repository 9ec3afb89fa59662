import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { AuthResult } from '@/api/contract.ts';
import RegisterPage from '@/features/auth/pages/register-page.tsx';
import { startSession } from '@/features/auth/start-session.ts';
import { INITIAL_CHECKOUT } from '@/features/payments/checkout/state.ts';
import { EMPTY_AMOUNT_FORM } from '@/features/send-money/model/amount-form.ts';
import { amountFormAtom, beneficiaryChoiceAtom, checkoutAtom } from '@/features/send-money/state.ts';
import { sessionUserAtom } from '@/lib/session/user.ts';
import { currentLocation, renderAuthPage, useSandbox } from './render-auth-page.tsx';

const { codeFor } = useSandbox();

/** uk.sender signed in this tab and at Confirmation: $130 to Rudo, a checkout under way. */
async function ukSenderAtConfirmation(store: ReturnType<typeof renderAuthPage>['store']) {
  const response = await fetch('/api/remitter/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ type: 'email', email: 'uk.sender@example.com', password: 'Sandbox1' }),
  });
  const { result } = (await response.json()) as { result: AuthResult };
  await startSession(result, store);
  store.set(amountFormAtom, { ...EMPTY_AMOUNT_FORM, amount_to_receive: '130', purpose: 'family_support' });
  store.set(beneficiaryChoiceAtom, {
    kind: 'saved',
    beneficiary: { beneficiary_id: 'B1', fname: 'Rudo', mname: '', lname: 'Ncube', mobile: '+263770000101' },
  });
  store.set(checkoutAtom, { ...INITIAL_CHECKOUT, flowId: 'flow-1', inputs: 'x', transSessionId: 'S1' });
  localStorage.setItem(
    'checkout-claim:flow-1',
    JSON.stringify({ runId: 'r', inputs: 'x', done: false, at: 1 }),
  );
  return result.user;
}

const personalSessionKeys = () =>
  Object.keys(sessionStorage).filter((key) => key.startsWith('send-money') || key.startsWith('destinations'));

describe('one sender per tab', () => {
  it('a new person signing up in a tab where another sender was at Confirmation sees nothing of theirs', async () => {
    const { user, store, location } = renderAuthPage(<RegisterPage />, { path: '/register' });
    const earlier = await ukSenderAtConfirmation(store);
    expect(personalSessionKeys().length).toBeGreaterThan(0);

    await user.click(screen.getByRole('radio', { name: 'South Africa' }));
    await user.type(screen.getByRole('textbox', { name: /^Mobile number/ }), '0829870000');
    await user.type(screen.getByRole('textbox', { name: /^Email address/ }), 'someone.else@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Passw0rd');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    const input = await screen.findByRole('textbox', { name: /^Verification code/ });
    await user.type(input, await codeFor('27829870000'));
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(currentLocation(location)).toBe('/send-money'));
    expect(store.get(sessionUserAtom)?.email).toBe('someone.else@example.com');
    expect(store.get(sessionUserAtom)?.id).not.toBe(earlier.id);
    // Nothing of the earlier sender's flow, checkout or claims is left in the tab.
    expect(store.get(amountFormAtom)).toEqual(EMPTY_AMOUNT_FORM);
    expect(store.get(beneficiaryChoiceAtom)).toBeNull();
    expect(store.get(checkoutAtom)).toEqual(INITIAL_CHECKOUT);
    expect(personalSessionKeys()).toEqual([]);
    expect(localStorage.getItem('checkout-claim:flow-1')).toBeNull();
  });
});
