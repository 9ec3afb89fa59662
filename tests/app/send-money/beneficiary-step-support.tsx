import { screen, within } from '@testing-library/react';
import type { TestSandbox } from '../../support/test-sandbox.ts';
import { UK_LIMITED, renderSendPage, type Sender } from './render-send-page.tsx';
import { calculate, passSenderStep, stepHeading } from './send-flow.tsx';

/** The app's call for the saved beneficiaries. */
export const LIST = 'GET /api/remitter/beneficiaries';

type App = Awaited<ReturnType<typeof renderSendPage>>;

/**
 * `sender` (uk.sender, nothing pending, unless told) at /send-money: $130 calculated for Family
 * Support, then Continue (`beforeStep` arranges the sandbox or the browser first, e.g. a fault on
 * the list), through Sender Details as Grace Moyo for a sender not yet onboarded: Beneficiary
 * Details.
 */
export async function onBeneficiaryStep(
  sender: Sender = UK_LIMITED,
  {
    arrange,
    beforeStep,
    newSender = false,
  }: {
    arrange?: (sandbox: TestSandbox) => void;
    beforeStep?: (app: App) => void | Promise<void>;
    newSender?: boolean;
  } = {},
): Promise<App> {
  const app = await renderSendPage(sender, { arrange });
  const quote = await calculate(
    app.user,
    sender.country === 'SA' ? { sa: true, purpose: 'Gift' } : { purpose: 'Family Support' },
  );
  await beforeStep?.(app);
  await app.user.click(within(quote).getByRole('button', { name: 'Continue' }));
  if (newSender) await passSenderStep(app.user);
  await stepHeading('Beneficiary Details');
  return app;
}

/** The app's calls for the saved beneficiaries so far. */
export const listCalls = (sandbox: TestSandbox): number => sandbox.callsTo(LIST).length;

/** The step's Continue button. */
export const continueButton = () => screen.getByRole('button', { name: 'Continue' });

/** What Confirmation says of a term (the beneficiary, their mobile...). */
export const figure = (term: string) => screen.getByText(term, { selector: 'dt' }).nextSibling?.textContent;
