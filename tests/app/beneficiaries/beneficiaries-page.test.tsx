import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import BeneficiariesPage from '@/features/beneficiaries/pages/beneficiaries-page.tsx';
import { saveBeneficiaries } from '@/features/beneficiaries/api/beneficiaries-cache.ts';
import { setFlashNotice } from '@/lib/flash-notice.ts';
import {
  asUser,
  callsTo,
  fault,
  goOffline,
  pathOf,
  renderPage,
  setDesktop,
  signIn,
  signedInStore,
  useSandboxEnv,
} from '../../support/sandbox-env.tsx';

useSandboxEnv();

async function open(email: string, { desktop = true } = {}) {
  setDesktop(desktop);
  const session = await signIn(email);
  const store = signedInStore(session.user);
  const view = renderPage(<BeneficiariesPage />, {
    store,
    path: '/beneficiaries',
    pattern: '/beneficiaries',
  });
  return { ...view, session, store };
}

describe('/beneficiaries', () => {
  it('lists first, middle and last name and mobile with an Update link, as a table on desktop', async () => {
    const { location, events } = await open('uk.sender@example.com');
    const table = await screen.findByRole('table', { name: 'Beneficiaries' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['First name', 'Middle name', 'Last name', 'Mobile', 'Action']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 4)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Farai', '', 'Dube', '+263770000102'],
      ['Rudo', 'Maria', 'Ncube', '+263770000101'],
    ]);
    await events.click(within(table).getByRole('link', { name: 'Update Rudo Maria Ncube' }));
    expect(pathOf(location)).toMatch(/^\/beneficiaries\/\d+$/);
  });

  it('shows cards on a phone', async () => {
    await open('uk.sender@example.com', { desktop: false });
    const list = await screen.findByRole('list', { name: 'Beneficiaries' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[1]!).getByRole('heading', { name: 'Rudo Maria Ncube' })).toBeVisible();
    expect(within(cards[1]!).getByText('+263770000101')).toBeVisible();
    expect(within(cards[1]!).getByRole('link', { name: 'Update Rudo Maria Ncube' })).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("adds the country for a list of several countries (an SA sender's), and Add New goes to the country choice", async () => {
    const { location, events } = await open('sa.sender@example.com');
    const table = await screen.findByRole('table', { name: 'Beneficiaries' });
    expect(within(table).getByRole('columnheader', { name: 'Country' })).toBeVisible();
    expect(within(table).getByRole('cell', { name: 'Nigeria' })).toBeVisible();
    await events.click(screen.getByRole('link', { name: 'Add New Beneficiary' }));
    expect(pathOf(location)).toBe('/add-beneficiary');
  });

  it('sends a UK sender to the Zimbabwe form', async () => {
    const { location, events } = await open('uk.sender@example.com');
    await screen.findByRole('table', { name: 'Beneficiaries' });
    await events.click(screen.getByRole('link', { name: 'Add New Beneficiary' }));
    expect(pathOf(location)).toBe('/beneficiaries/new');
  });

  it("says 'No Beneficiaries Found!' when there are none", async () => {
    await open('sa.lite@example.com');
    expect(await screen.findByText('No Beneficiaries Found!')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('has none, and asks nothing, for a user not yet onboarded', async () => {
    await open('uk.new@example.com');
    expect(await screen.findByText('No Beneficiaries Found!')).toBeVisible();
    expect(callsTo('/remitter/beneficiaries')).toHaveLength(0);
  });

  it("shows 'Error loading beneficiaries. Please try again.' when the list fails without a text", async () => {
    await fault({ method: 'GET', path: '/api/remitter/beneficiaries', status: 500, body: {}, times: 1 });
    const { events } = await open('uk.sender@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error loading beneficiaries. Please try again.',
    );
    await events.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('table', { name: 'Beneficiaries' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's error text when it sends one", async () => {
    await fault({
      method: 'GET',
      path: '/api/remitter/beneficiaries',
      status: 500,
      body: { status: 'FAIL', result: { errors: [{ error: 'The beneficiary service is down.' }] } },
      times: 1,
    });
    await open('uk.sender@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('The beneficiary service is down.');
    expect(screen.queryByText('Error loading beneficiaries. Please try again.')).toBeNull();
  });

  it('shows the cached list at once while the server is slow, then the refreshed one', async () => {
    const session = await signIn('uk.sender@example.com');
    const store = signedInStore(session.user);
    await saveBeneficiaries(store, session.user.remitter_id!, [
      { beneficiary_id: '1', fname: 'Cached', mname: '', lname: 'Person', mobile: '+263770000999' },
    ]);
    await fault({ method: 'GET', path: '/api/remitter/beneficiaries', delayMs: 300, times: 1 });
    setDesktop(true);
    renderPage(<BeneficiariesPage />, { store, path: '/beneficiaries', pattern: '/beneficiaries' });
    // Written to the cache in this session: on screen in the first render.
    expect(screen.getByRole('cell', { name: 'Cached' })).toBeVisible();
    expect(screen.getByText(/^Last updated/)).toBeVisible();
    expect(await screen.findByRole('cell', { name: 'Rudo' })).toBeVisible();
    expect(screen.queryByRole('cell', { name: 'Cached' })).toBeNull();
  });

  it('shows the cached list offline, with when it was updated, and asks nothing', async () => {
    const session = await signIn('uk.sender@example.com');
    const store = signedInStore(session.user);
    await saveBeneficiaries(store, session.user.remitter_id!, [
      { beneficiary_id: '1', fname: 'Cached', mname: '', lname: 'Person', mobile: '+263770000999' },
    ]);
    goOffline();
    setDesktop(false);
    renderPage(<BeneficiariesPage />, { store, path: '/beneficiaries', pattern: '/beneficiaries' });
    expect(await screen.findByRole('heading', { name: 'Cached Person' })).toBeVisible();
    expect(screen.getByText(/^Last updated/)).toBeVisible();
    expect(callsTo('/remitter/beneficiaries')).toHaveLength(0);
  });

  it('says so offline when nothing is cached', async () => {
    goOffline();
    await open('uk.sender@example.com');
    expect(
      await screen.findByText('You are offline. Your beneficiaries show here once you are back online.'),
    ).toBeVisible();
  });

  it('offers a filter once the list is long, by name or mobile', async () => {
    const session = await signIn('uk.sender@example.com');
    const names = ['Anesu', 'Batsirai', 'Chipo', 'Dudzai', 'Eddie', 'Fadzai', 'Gamu'];
    for (const [index, name] of names.entries()) {
      await asUser(session, '/remitter/beneficiaries/new', {
        first_name: name,
        last_name: 'Moyo',
        mobile: `+26377100000${index}`,
      });
    }
    setDesktop(true);
    const store = signedInStore(session.user);
    const { events } = renderPage(<BeneficiariesPage />, {
      store,
      path: '/beneficiaries',
      pattern: '/beneficiaries',
    });
    const table = await screen.findByRole('table', { name: 'Beneficiaries' });
    expect(within(table).getAllByRole('row')).toHaveLength(10);
    const filter = screen.getByRole('searchbox', { name: 'Filter beneficiaries' });
    await events.type(filter, 'chipo');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByRole('cell', { name: 'Chipo' })).toBeVisible();
    await events.clear(filter);
    await events.type(filter, '771000006');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByRole('cell', { name: 'Gamu' })).toBeVisible();
    await events.clear(filter);
    await events.type(filter, 'Zvikomborero');
    expect(await screen.findByText('No beneficiaries match "Zvikomborero".')).toBeVisible();
  });

  it('has no filter for a short list', async () => {
    await open('uk.sender@example.com');
    await screen.findByRole('table', { name: 'Beneficiaries' });
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('shows the note another page left (e.g. after an update)', async () => {
    setFlashNotice('/beneficiaries', 'Beneficiary updated.');
    await open('uk.sender@example.com');
    expect(screen.getByText('Beneficiary updated.')).toBeVisible();
  });
});
