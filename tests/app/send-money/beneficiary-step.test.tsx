import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { db } from '@/lib/db.ts';
import type { Hold } from '../../support/test-sandbox.ts';
import { SA_LIMITED, UK_NEW, useSendPageEnv } from './render-send-page.tsx';
import { LIST, continueButton, figure, listCalls, onBeneficiaryStep } from './beneficiary-step-support.tsx';
import { ADD_BENEFICIARY, NEW, makePayment, stepHeading, watchPaymentPage } from './send-flow.tsx';

useSendPageEnv();

const field = (label: RegExp) => screen.getByRole('textbox', { name: label });
const search = () => screen.getByRole('combobox', { name: 'Search saved beneficiaries' });
const findSearch = () => screen.findByRole('combobox', { name: 'Search saved beneficiaries' });
const options = () => within(screen.getByRole('listbox')).getAllByRole('option');

/** Types `text` in the search and, once the first match is highlighted, chooses it with Enter. */
async function chooseByKeyboard(user: UserEvent, text: string): Promise<void> {
  await user.type(await findSearch(), text);
  await waitFor(() => expect(options()[0]).toHaveAttribute('data-highlighted'));
  await user.keyboard('{Enter}');
}

describe('the beneficiary step with saved beneficiaries (uk.sender on the sandbox)', () => {
  it('lists the saved beneficiaries by name with their mobiles, in a 300 px scrolling list; moves through it with the arrows and closes it with Escape', async () => {
    const { user } = await onBeneficiaryStep();
    expect(screen.getByRole('heading', { name: 'Beneficiary Details' })).toBeInTheDocument();
    const input = await findSearch();
    await user.click(input);
    expect(options().map((option) => option.textContent)).toEqual([
      'Farai Dube+263770000102',
      'Rudo Maria Ncube+263770000101',
    ]);
    expect(screen.getByRole('listbox')).toHaveStyle({ maxHeight: '300px', overflowY: 'auto' });
    expect(continueButton()).toBeDisabled();
    expect(continueButton()).toHaveAccessibleDescription(
      'Choose a beneficiary, or add a new one, to continue.',
    );

    // The list the click opened: the arrows move through it, Escape closes it.
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(options()[0]).toHaveAttribute('data-highlighted'));
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(options()[1]).toHaveAttribute('data-highlighted'));
    expect(input).toHaveAttribute('aria-activedescendant', options()[1]!.id);
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(continueButton()).toBeDisabled();
    // Down opens the list again on its first item; Enter chooses the highlighted one.
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(options()[0]).toHaveAttribute('data-highlighted'));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('region', { name: 'Selected beneficiary' })).toHaveTextContent('Farai Dube');
  });

  it('filters by typing, and chooses with the keyboard: shows name, mobile and Edit; Continue pays them', async () => {
    const paymentPage = watchPaymentPage();
    const { user, sandbox } = await onBeneficiaryStep();
    await user.type(await findSearch(), 'NCU');
    expect(options().map((option) => option.textContent)).toEqual(['Rudo Maria Ncube+263770000101']);
    await waitFor(() => expect(options()[0]).toHaveAttribute('data-highlighted'));
    await user.keyboard('{Enter}');
    expect(search()).toHaveValue('Rudo Maria Ncube');
    // the list closes at once, and leaves the page once its closing is over
    expect(search()).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());

    const selected = screen.getByRole('region', { name: 'Selected beneficiary' });
    expect(within(selected).getByText('Rudo Maria Ncube')).toBeInTheDocument();
    expect(within(selected).getByText('+263770000101')).toBeInTheDocument();
    const edit = within(selected).getByRole('link', { name: 'Edit' });
    expect(edit.getAttribute('href')).toMatch(/^\/beneficiaries\/\d+$/);
    const id = edit.getAttribute('href')?.split('/').pop();

    // Choosing moves nowhere: Continue does.
    expect(continueButton()).toBeEnabled();
    expect(screen.getByRole('heading', { level: 2, name: 'Beneficiary Details' })).toBeInTheDocument();
    await user.click(continueButton());
    await stepHeading('Confirmation');
    expect(figure('Beneficiary')).toBe('Rudo Maria Ncube');
    expect(figure('Beneficiary mobile')).toBe('+263770000101');
    // The payment is made to that saved beneficiary.
    await makePayment(user);
    await waitFor(() => expect(paymentPage).toHaveBeenCalledTimes(1));
    expect(sandbox.callsTo(NEW).map((call) => call.body)).toEqual([
      expect.objectContaining({ beneficiary_id: id }),
    ]);
  });

  it('Edit opens the update page and keeps the selection for coming back', async () => {
    const { user, location } = await onBeneficiaryStep();
    await chooseByKeyboard(user, 'farai');
    const edit = screen.getByRole('link', { name: 'Edit' });
    const href = edit.getAttribute('href');
    await user.click(edit);
    await waitFor(() => expect(location()).toBe(href));
    expect(await screen.findByRole('heading', { level: 1, name: 'Update Beneficiary' })).toBeInTheDocument();

    // Back on Send Money: the step, Farai still chosen; nothing went on to Confirmation.
    window.history.back();
    await waitFor(() => expect(location()).toBe('/send-money'));
    expect(await stepHeading('Beneficiary Details')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Selected beneficiary' })).toHaveTextContent(
      'Farai Dube',
    );
    expect(await findSearch()).toHaveValue('Farai Dube');
    expect(continueButton()).toBeEnabled();
  });

  it('Back goes back to Amount to Send and keeps no choice; then says when nothing matches the search', async () => {
    const { user } = await onBeneficiaryStep();
    await chooseByKeyboard(user, 'farai');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await stepHeading('Amount to Send')).toBeInTheDocument();
    const quote = await screen.findByRole('region', { name: 'Your quote' });
    await user.click(within(quote).getByRole('button', { name: 'Continue' }));
    await stepHeading('Beneficiary Details');
    expect(await findSearch()).toHaveValue('');
    expect(screen.queryByRole('region', { name: 'Selected beneficiary' })).not.toBeInTheDocument();
    expect(continueButton()).toBeDisabled();

    // The step as it first opens (nothing searched, nothing chosen): a search that matches nothing.
    await user.type(await findSearch(), 'zzz');
    expect(screen.getByText('No saved beneficiary matches your search')).toBeInTheDocument();
  });

  it('caches the list under the remitter, and coming back shows the choice', async () => {
    const { user } = await onBeneficiaryStep();
    await chooseByKeyboard(user, 'farai');
    await user.click(continueButton());
    await stepHeading('Confirmation');
    await waitFor(async () =>
      expect(await db.beneficiaries.where('remitterId').equals('R100001').count()).toBe(2),
    );

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Beneficiary Details');
    expect(await screen.findByRole('region', { name: 'Selected beneficiary' })).toHaveTextContent(
      'Farai Dube',
    );
    expect(await findSearch()).toHaveValue('Farai Dube');
    expect(continueButton()).toBeEnabled();
  });

  it('sa.sender: only the Zimbabwe beneficiaries are offered', async () => {
    const { user } = await onBeneficiaryStep(SA_LIMITED);
    await user.click(await findSearch());
    expect(options().map((option) => option.textContent)).toEqual(['Nyasha Banda+263770000201']);
  });
});

describe('not yet onboarded (uk.new: no remitter id)', () => {
  it('shows the add form at once and never asks for the list; going on with a new one creates nothing: no call adds the beneficiary', async () => {
    const { user, sandbox } = await onBeneficiaryStep(UK_NEW, { newSender: true });
    expect(screen.getByRole('textbox', { name: /^First name/ })).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose a saved beneficiary' })).not.toBeInTheDocument();
    // The step's mount effects have run (the heading is out): a list call, made from the first of
    // them as the step opens (useCachedList), would be out by now.
    expect(listCalls(sandbox)).toBe(0);

    await user.type(field(/^First name/), 'Tariro');
    await user.type(field(/^Last name/), 'Moyo');
    await user.type(field(/^Mobile number/), '771234567');
    await waitFor(() => expect(continueButton()).toBeEnabled());
    await user.click(continueButton());
    await stepHeading('Confirmation');
    expect(sandbox.callsTo(ADD_BENEFICIARY)).toHaveLength(0);
  });
});

describe('local-first', () => {
  it("shows the cached list at once while the server is slow, then the server's", async () => {
    const cached = {
      beneficiary_id: '1',
      fname: 'Cached',
      mname: '',
      lname: 'Person',
      mobile: '+263770009999',
    };
    let held: Hold | undefined;
    const { user, sandbox } = await onBeneficiaryStep(undefined, {
      beforeStep: async ({ sandbox }) => {
        // This device's copy from an earlier visit; the server's answer held.
        await db.replaceList(db.beneficiaries, 'R100001', [{ beneficiaryId: '1', value: cached }], 1000);
        held = sandbox.hold(LIST);
      },
    });
    const input = await findSearch();
    expect(screen.getByText(/^Last updated /)).toBeInTheDocument();
    await user.click(input);
    expect(options().map((o) => o.textContent)).toEqual(['Cached Person+263770009999']);
    held?.release();
    await waitFor(() => expect(options()).toHaveLength(2));
    expect(screen.queryByText(/^Last updated /)).not.toBeInTheDocument();
    expect(listCalls(sandbox)).toBe(1);
    expect(await db.beneficiaries.get(['R100001', '1'])).toBeUndefined();
  });
});
