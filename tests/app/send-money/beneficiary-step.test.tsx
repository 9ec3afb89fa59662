import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { db } from '@/lib/db.ts';
import { holdFetch } from './hold-fetch.ts';
import {
  continueButton,
  listCalls,
  renderStep,
  signIn,
  useBeneficiaryStepEnv,
} from './beneficiary-step-support.tsx';

useBeneficiaryStepEnv();

const search = () => screen.getByRole('combobox', { name: 'Search saved beneficiaries' });
const options = () => within(screen.getByRole('listbox')).getAllByRole('option');

describe('the beneficiary step with saved beneficiaries (uk.sender on the sandbox)', () => {
  it('lists the saved beneficiaries by name with their mobiles, in a 300 px scrolling list', async () => {
    const { events } = renderStep(await signIn('uk.sender@example.com'));
    expect(screen.getByRole('heading', { name: 'Beneficiary Details' })).toBeInTheDocument();
    await events.click(await screen.findByRole('combobox', { name: 'Search saved beneficiaries' }));
    expect(options().map((option) => option.textContent)).toEqual([
      'Farai Dube+263770000102',
      'Rudo Maria Ncube+263770000101',
    ]);
    expect(screen.getByRole('listbox')).toHaveStyle({ maxHeight: '300px', overflowY: 'auto' });
    expect(continueButton()).toBeDisabled();
    expect(continueButton()).toHaveAccessibleDescription(
      'Choose a beneficiary, or add a new one, to continue.',
    );
  });

  it('filters by typing, and chooses with the keyboard: shows name, mobile and Edit, Continue stores it', async () => {
    const { events, choice, onContinue } = renderStep(await signIn('uk.sender@example.com'));
    await events.type(await screen.findByRole('combobox', { name: 'Search saved beneficiaries' }), 'NCU');
    expect(options().map((option) => option.textContent)).toEqual(['Rudo Maria Ncube+263770000101']);
    await events.keyboard('{Enter}');
    expect(search()).toHaveValue('Rudo Maria Ncube');
    // the list closes at once, and leaves the page once its closing is over
    expect(search()).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());

    const selected = screen.getByRole('region', { name: 'Selected beneficiary' });
    expect(within(selected).getByText('Rudo Maria Ncube')).toBeInTheDocument();
    expect(within(selected).getByText('+263770000101')).toBeInTheDocument();
    const edit = within(selected).getByRole('link', { name: 'Edit' });
    expect(edit.getAttribute('href')).toMatch(/^\/beneficiaries\/\d+$/);

    expect(continueButton()).toBeEnabled();
    expect(choice()).toBeNull();
    await events.click(continueButton());
    expect(onContinue).toHaveBeenCalledTimes(1);
    const stored = choice();
    expect(stored?.kind).toBe('saved');
    expect(stored?.kind === 'saved' && stored.beneficiary).toMatchObject({
      fname: 'Rudo',
      mname: 'Maria',
      lname: 'Ncube',
      mobile: '+263770000101',
      beneficiary_id: edit.getAttribute('href')?.split('/').pop(),
    });
  });

  it('moves through the list with the arrows and closes it with Escape', async () => {
    const { events } = renderStep(await signIn('uk.sender@example.com'));
    const input = await screen.findByRole('combobox', { name: 'Search saved beneficiaries' });
    await events.click(input);
    await events.keyboard('{ArrowDown}');
    await waitFor(() => expect(options()[0]).toHaveAttribute('data-highlighted'));
    await events.keyboard('{ArrowDown}');
    await waitFor(() => expect(options()[1]).toHaveAttribute('data-highlighted'));
    expect(input).toHaveAttribute('aria-activedescendant', options()[1]!.id);
    await events.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(continueButton()).toBeDisabled();
    // Down opens the list again on its first item; Enter chooses the highlighted one.
    await events.keyboard('{ArrowDown}');
    await waitFor(() => expect(options()[0]).toHaveAttribute('data-highlighted'));
    await events.keyboard('{Enter}');
    expect(screen.getByRole('region', { name: 'Selected beneficiary' })).toHaveTextContent('Farai Dube');
  });

  it('Edit opens the update page and keeps the selection for coming back', async () => {
    const { events, choice, location, onContinue } = renderStep(await signIn('uk.sender@example.com'));
    await events.type(await screen.findByRole('combobox', { name: 'Search saved beneficiaries' }), 'farai');
    await events.keyboard('{Enter}');
    const edit = screen.getByRole('link', { name: 'Edit' });
    await events.click(edit);
    expect(location.history?.at(-1)).toBe(edit.getAttribute('href'));
    expect(choice()).toMatchObject({ kind: 'saved', beneficiary: { fname: 'Farai', lname: 'Dube' } });
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('says when nothing matches the search', async () => {
    const { events } = renderStep(await signIn('uk.sender@example.com'));
    await events.type(await screen.findByRole('combobox', { name: 'Search saved beneficiaries' }), 'zzz');
    expect(screen.getByText('No saved beneficiary matches your search')).toBeInTheDocument();
  });

  it('Back calls onBack and stores nothing', async () => {
    const { events, onBack, choice } = renderStep(await signIn('uk.sender@example.com'));
    await events.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(choice()).toBeNull();
  });

  it('caches the list under the remitter, and coming back shows the stored choice', async () => {
    const session = await signIn('uk.sender@example.com');
    const first = renderStep(session);
    await first.events.type(
      await screen.findByRole('combobox', { name: 'Search saved beneficiaries' }),
      'farai',
    );
    await first.events.keyboard('{Enter}');
    await first.events.click(continueButton());
    const stored = first.choice();
    await waitFor(async () =>
      expect(await db.beneficiaries.where('remitterId').equals('R100001').count()).toBe(2),
    );
    first.unmount();

    renderStep(session, stored);
    // Once the step has its list (this render's store is new: read from IndexedDB, then the API).
    expect(await screen.findByRole('region', { name: 'Selected beneficiary' })).toHaveTextContent(
      'Farai Dube',
    );
    expect(await screen.findByRole('combobox', { name: 'Search saved beneficiaries' })).toHaveValue(
      'Farai Dube',
    );
    expect(continueButton()).toBeEnabled();
  });

  it('sa.sender: only the Zimbabwe beneficiaries are offered', async () => {
    const { events } = renderStep(await signIn('sa.sender@example.com'));
    await events.click(await screen.findByRole('combobox', { name: 'Search saved beneficiaries' }));
    expect(options().map((option) => option.textContent)).toEqual(['Nyasha Banda+263770000201']);
  });
});

describe('not yet onboarded (uk.new: no remitter id)', () => {
  it('shows the add form at once and never asks for the list', async () => {
    renderStep(await signIn('uk.new@example.com'));
    expect(screen.getByRole('textbox', { name: /^First name/ })).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose a saved beneficiary' })).not.toBeInTheDocument();
    // The step's mount effects have run (render flushes them): a list call, made from the first
    // of them as the step opens (useCachedList), would be out by now.
    expect(listCalls()).toBe(0);
  });
});

describe('local-first', () => {
  it("shows the cached list at once while the server is slow, then the server's", async () => {
    const session = await signIn('uk.sender@example.com');
    const cached = {
      beneficiary_id: '1',
      fname: 'Cached',
      mname: '',
      lname: 'Person',
      mobile: '+263770009999',
    };
    await db.replaceList(db.beneficiaries, 'R100001', [{ beneficiaryId: '1', value: cached }], 1000);
    const release = holdFetch('GET /api/remitter/beneficiaries');
    const { events } = renderStep(session);
    const input = await screen.findByRole('combobox', { name: 'Search saved beneficiaries' });
    expect(screen.getByText(/^Last updated /)).toBeInTheDocument();
    await events.click(input);
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Cached Person+263770009999']);
    release();
    await waitFor(() => expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(2));
    expect(screen.queryByText(/^Last updated /)).not.toBeInTheDocument();
    expect(listCalls()).toBe(1);
    expect(await db.beneficiaries.get(['R100001', '1'])).toBeUndefined();
  });
});
