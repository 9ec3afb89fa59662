import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { Fault } from '../../../sandbox/lib/faults.ts';
import { renderApp, type RenderedApp } from '../../support/render-app.tsx';
import { SA_SENDER } from '../../support/sandbox-data.ts';
import { chargesShown } from '../../support/send-money-other-flow.tsx';
import { startSandbox, type TestSandbox } from '../../support/test-sandbox.ts';

const CHARGES = 'POST /api/remitter/transactions/charges';
const currency = () => screen.getByRole<HTMLSelectElement>('combobox', { name: /Receiving currency/ });

/** Waits until the country's currencies are in the select (more than its placeholder). */
async function currenciesLoaded() {
  await screen.findByRole('combobox', { name: /Receiving currency/ });
  await waitFor(() => expect(currency().options.length).toBeGreaterThan(1));
  await waitFor(() => expect(screen.queryByRole('option', { name: 'Loading currencies...' })).toBeNull());
}

/** Kenya's currencies as the partner answers them (`times`: for so many asks). */
function kenyaOffers(currencies: [code: string, name: string][], times?: number): Fault {
  return {
    method: 'GET',
    path: '/payout/terrapay/options/currencies/KE',
    status: 200,
    body: {
      data: {
        data: {
          receivingCurrencies: currencies.map(([code, name], index) => ({
            currency: code,
            name,
            id: String(index + 1),
          })),
        },
      },
    },
    ...(times === undefined ? {} : { times }),
  };
}

/** sa.sender on the country page, Kenya chosen: its flow's amount step, currencies in. */
async function chooseKenya(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: /Kenya/ }));
  await currenciesLoaded();
}

/** From Kenya's flow, back to the country page by its link, and Kenya again. */
async function kenyaAgain(app: RenderedApp) {
  await app.user.click(screen.getByRole('link', { name: 'Send to another country' }));
  await waitFor(() => expect(app.location()).toBe('/country-selection'));
  await chooseKenya(app.user);
}

/** The amount, method and purpose, then Get Charges. */
async function askCharges(user: UserEvent) {
  await user.type(screen.getByRole('textbox', { name: /Amount to receive/ }), '7100');
  await user.selectOptions(screen.getByRole('combobox', { name: /Payment method/ }), 'Pay Online');
  await user.selectOptions(screen.getByRole('combobox', { name: /Purpose/ }), 'Gift');
  await user.click(screen.getByRole('button', { name: 'Get Charges' }));
}

/** The receiving currency the charges calls asked for. */
const chargesAskedFor = (sandbox: TestSandbox) =>
  sandbox
    .callsTo(CHARGES)
    .map((made) => (made.body as { destination_currency?: string }).destination_currency);

/**
 * sa.sender chose Uganda's shilling for Kenya on an earlier visit to its flow (the partner
 * offered it then), and comes back to Kenya from the country page: the form still holds UGX.
 */
async function keptUgx(sandbox: TestSandbox) {
  const app = await renderApp({ url: '/country-selection', user: SA_SENDER, sandbox });
  await chooseKenya(app.user);
  await app.user.selectOptions(currency(), 'UGX');
  expect(currency()).toHaveValue('UGX');
  await kenyaAgain(app);
  return app;
}

describe('the receiving currency shown is the one the form holds', () => {
  it('choosing Kenya again on /country-selection: the select shows the KES the form holds, and the charges are for it', async () => {
    const app = await renderApp({ url: '/country-selection', user: SA_SENDER });
    await chooseKenya(app.user);
    expect(currency()).toHaveDisplayValue('Kenyan Shilling (KES)');

    await kenyaAgain(app);
    expect(currency()).toHaveDisplayValue('Kenyan Shilling (KES)');

    await askCharges(app.user);
    expect(await chargesShown()).toMatchObject({ Rate: '7.1000' });
    expect(chargesAskedFor(app.sandbox)).toEqual(['KES']);
  });

  it("a currency kept from before that the country no longer offers is dropped: 'Please select a currency', nothing asked", async () => {
    const sandbox = startSandbox({
      faults: [
        kenyaOffers(
          [
            ['KES', 'Kenyan Shilling'],
            ['UGX', 'Ugandan Shilling'],
          ],
          1,
        ),
        kenyaOffers([
          ['KES', 'Kenyan Shilling'],
          ['USD', 'US Dollar'],
        ]),
      ],
    });
    const app = await keptUgx(sandbox);
    expect(currency()).toHaveDisplayValue('Select a currency');

    await askCharges(app.user);
    expect(await screen.findByText('Please select a currency')).toBeInTheDocument();
    expect(sandbox.callsTo(CHARGES)).toEqual([]);
  });

  it('with one currency offered, one kept from before that is not it gives way to it, visibly', async () => {
    const sandbox = startSandbox({
      faults: [
        kenyaOffers(
          [
            ['KES', 'Kenyan Shilling'],
            ['UGX', 'Ugandan Shilling'],
          ],
          1,
        ),
      ],
    });
    const app = await keptUgx(sandbox);
    await waitFor(() => expect(currency()).toHaveDisplayValue('Kenyan Shilling (KES)'));

    await askCharges(app.user);
    await chargesShown();
    expect(chargesAskedFor(sandbox)).toEqual(['KES']);
  });
});
