import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { AuthResult } from '@/api/contract.ts';
import { ZIMBABWE } from '@/features/destinations/model/destinations.ts';
import { selectedDestinationAtom } from '@/features/destinations/state.ts';
import { resetUiOptionsLoad } from '@/features/ui-options/api/load-ui-options.ts';
import SendMoneyPage from '@/features/send-money/pages/send-money-page.tsx';
import { clearAccessToken } from '@/lib/access-cookie.ts';
import { sandboxFetch } from '../../support/sandbox-fetch.ts';
import { renderWithProviders, signedInStore, signInWith } from '../../support/render-with-providers.tsx';

let fetchFn: typeof fetch;

beforeEach(() => {
  fetchFn = sandboxFetch({ strict: true }).fetch;
  vi.stubGlobal('fetch', fetchFn);
  resetUiOptionsLoad();
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearAccessToken();
  sessionStorage.clear();
  localStorage.clear();
  resetUiOptionsLoad();
});

/** Signs in through the sandbox's login call (the code step is the login page's business). */
const signIn = (email: string) => signInWith(fetchFn, email);

function renderPage(session: AuthResult) {
  const store = signedInStore(session.user);
  // An SA sender reaches /send-money having chosen Zimbabwe (else the page sends them to choose).
  if (session.user.country === 'SA') store.set(selectedDestinationAtom, ZIMBABWE);
  return renderWithProviders(<SendMoneyPage />, { store }).events;
}

describe('the amount step against the sandbox', () => {
  it("uk.sender gets a quote and sees the server's total to pay", async () => {
    const user = renderPage(await signIn('uk.sender@example.com'));
    // UI options come from the sandbox; the UK defaults (USD, Cash Collection, card) are filled in
    const receive = await screen.findByLabelText('Amount to receive (USD)');
    expect(screen.getByLabelText(/^Payment method/)).toHaveValue('81');
    // uk.sender has a transaction awaiting payment, but the strict answer does not say so (the
    // spec shows no fields of it): no pending notice
    expect(screen.queryByText(/You have a transaction awaiting payment/)).toBeNull();

    await user.type(receive, '125');
    expect(
      screen.getByText(
        /your sending amount was adjusted: you send £104\.00 and the beneficiary receives \$130\.00\./,
      ),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^Purpose/), 'Family Support');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));

    // $130 at 1.25 USD per GBP is £104.00, the £100-500 fee £5.99, no tax: £109.99
    const summary = await screen.findByRole('region', { name: 'Your quote' });
    const figures = within(summary);
    expect(figures.getByText('£104.00')).toBeInTheDocument();
    expect(figures.getByText('$130.00')).toBeInTheDocument();
    expect(figures.getByText('£1 = $1.2500')).toBeInTheDocument();
    expect(figures.getByText('£5.99')).toBeInTheDocument();
    expect(figures.getByText('Total to pay').nextSibling).toHaveTextContent('£109.99');
  });

  it("sa.hold against the strict sandbox (the pending-transactions answer carries none of the fields the spec does not promise): no hold is known before Calculate, whose answer is the server's refusal", async () => {
    const user = renderPage(await signIn('sa.hold@example.com'));
    await user.selectOptions(await screen.findByLabelText(/^Destination currency/), 'USD');
    await user.type(screen.getByLabelText(/^Amount to receive/), '100');
    await user.selectOptions(screen.getByLabelText(/^Transfer type/), 'Cash Collection');
    await user.selectOptions(screen.getByLabelText(/^Payment method/), 'Pay Online');
    await user.selectOptions(screen.getByLabelText(/^Purpose/), 'Gift');
    expect(
      screen.queryByText('You cannot proceed until one of your transactions has been cleared by compliance'),
    ).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A previous transaction is under compliance review. New transfers are possible once it has been cleared.',
    );
    expect(screen.queryByRole('region', { name: 'Your quote' })).toBeNull();
  });

  it('sa.hold, where the server reports the hold (the full sandbox): Calculate is disabled, and says why', async () => {
    fetchFn = sandboxFetch().fetch;
    vi.stubGlobal('fetch', fetchFn);
    renderPage(await signIn('sa.hold@example.com'));
    expect(
      await screen.findByText(
        'You cannot proceed until one of your transactions has been cleared by compliance',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Calculate' })).toBeDisabled();
  });
});
