import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { addBeneficiary } from '@/features/beneficiaries/api/add-beneficiary.ts';
import { saveBeneficiaries } from '@/features/beneficiaries/api/beneficiaries-cache.ts';
import { setFlashNotice } from '@/lib/flash-notice.ts';
import { appStore } from '@/lib/store.ts';
import { setDesktop } from '../../support/browser.ts';
import { renderApp, signIn } from '../../support/render-app.tsx';
import { UK_REMITTER, UK_SENDER } from '../../support/sandbox-data.ts';
import { startSandbox, type TestSandbox } from '../../support/test-sandbox.ts';

const LIST = 'GET /api/remitter/beneficiaries';

/** `email`'s /beneficiaries against `sandbox` (a fresh strict one unless given), on a desktop unless told. */
function open(
  email: string,
  {
    desktop = true,
    sandbox = startSandbox(),
    offline = false,
  }: { desktop?: boolean; sandbox?: TestSandbox; offline?: boolean } = {},
) {
  setDesktop(desktop);
  return renderApp({ url: '/beneficiaries', user: email, sandbox, offline });
}

/**
 * uk.sender signed in, with the cache as this session left it: one beneficiary the server no
 * longer has, under their remitter id (the key the app reads it by).
 */
async function signedInWithCachedRow(sandbox: TestSandbox): Promise<void> {
  await signIn(sandbox, UK_SENDER);
  await saveBeneficiaries(appStore, UK_REMITTER, [
    { beneficiary_id: '1', fname: 'Cached', mname: '', lname: 'Person', mobile: '+263770000999' },
  ]);
}

describe('/beneficiaries', () => {
  it('lists first, middle and last name and mobile with an Update link, as a table on desktop, with no filter for a short list', async () => {
    const app = await open(UK_SENDER);
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
    expect(screen.queryByRole('searchbox')).toBeNull();
    await app.user.click(within(table).getByRole('link', { name: 'Update Rudo Maria Ncube' }));
    expect(app.location()).toMatch(/^\/beneficiaries\/\d+$/);
  });

  it('shows cards on a phone', async () => {
    await open(UK_SENDER, { desktop: false });
    const list = await screen.findByRole('list', { name: 'Beneficiaries' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[1]!).getByRole('heading', { name: 'Rudo Maria Ncube' })).toBeVisible();
    expect(within(cards[1]!).getByText('+263770000101')).toBeVisible();
    expect(within(cards[1]!).getByRole('link', { name: 'Update Rudo Maria Ncube' })).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("adds the country for a list of several countries (an SA sender's), and Add New goes to the country choice", async () => {
    const app = await open('sa.sender@example.com');
    const table = await screen.findByRole('table', { name: 'Beneficiaries' });
    expect(within(table).getByRole('columnheader', { name: 'Country' })).toBeVisible();
    expect(within(table).getByRole('cell', { name: 'Nigeria' })).toBeVisible();
    await app.user.click(screen.getByRole('link', { name: 'Add New Beneficiary' }));
    expect(app.location()).toBe('/add-beneficiary');
  });

  it('sends a UK sender to the Zimbabwe form', async () => {
    const app = await open(UK_SENDER);
    await screen.findByRole('table', { name: 'Beneficiaries' });
    await app.user.click(screen.getByRole('link', { name: 'Add New Beneficiary' }));
    expect(app.location()).toBe('/beneficiaries/new');
  });

  it("says 'No Beneficiaries Found!' when there are none", async () => {
    await open('sa.lite@example.com');
    expect(await screen.findByText('No Beneficiaries Found!')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('has none, and asks nothing, for a user not yet onboarded', async () => {
    const app = await open('uk.new@example.com');
    expect(await screen.findByText('No Beneficiaries Found!')).toBeVisible();
    expect(app.sandbox.callsTo(LIST)).toHaveLength(0);
  });

  it("shows 'Error loading beneficiaries. Please try again.' when the list fails without a text", async () => {
    const sandbox = startSandbox({
      faults: [{ method: 'GET', path: '/api/remitter/beneficiaries', status: 500, body: {}, times: 1 }],
    });
    const app = await open(UK_SENDER, { sandbox });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error loading beneficiaries. Please try again.',
    );
    await app.user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('table', { name: 'Beneficiaries' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's error text when it sends one", async () => {
    const sandbox = startSandbox({
      faults: [
        {
          method: 'GET',
          path: '/api/remitter/beneficiaries',
          status: 500,
          body: { status: 'FAIL', result: { errors: [{ error: 'The beneficiary service is down.' }] } },
          times: 1,
        },
      ],
    });
    await open(UK_SENDER, { sandbox });
    expect(await screen.findByRole('alert')).toHaveTextContent('The beneficiary service is down.');
    expect(screen.queryByText('Error loading beneficiaries. Please try again.')).toBeNull();
  });

  it('shows the cached list at once while the server is slow, then the refreshed one', async () => {
    const sandbox = startSandbox();
    await signedInWithCachedRow(sandbox);
    const slow = sandbox.hold(LIST);
    await open(UK_SENDER, { sandbox });
    // Written to the cache in this session: on screen with the page.
    expect(screen.getByRole('cell', { name: 'Cached' })).toBeVisible();
    expect(screen.getByText(/^Last updated/)).toBeVisible();
    await slow.reached;
    slow.release();
    expect(await screen.findByRole('cell', { name: 'Rudo' })).toBeVisible();
    expect(screen.queryByRole('cell', { name: 'Cached' })).toBeNull();
  });

  it('shows the cached list offline, with when it was updated, and asks nothing', async () => {
    const sandbox = startSandbox();
    await signedInWithCachedRow(sandbox);
    const app = await open(UK_SENDER, { desktop: false, sandbox, offline: true });
    expect(await screen.findByRole('heading', { name: 'Cached Person' })).toBeVisible();
    expect(screen.getByText(/^Last updated/)).toBeVisible();
    expect(app.sandbox.callsTo(LIST)).toHaveLength(0);
  });

  it('says so offline when nothing is cached', async () => {
    await open(UK_SENDER, { offline: true });
    expect(
      await screen.findByText('You are offline. Your beneficiaries show here once you are back online.'),
    ).toBeVisible();
  });

  it('offers a filter once the list is long, by name or mobile', async () => {
    const sandbox = startSandbox();
    await signIn(sandbox, UK_SENDER);
    const names = ['Anesu', 'Batsirai', 'Chipo', 'Dudzai', 'Eddie', 'Fadzai', 'Gamu'];
    for (const [index, name] of names.entries())
      await addBeneficiary({ first_name: name, last_name: 'Moyo', mobile: `+26377100000${index}` });
    const app = await open(UK_SENDER, { sandbox });
    const table = await screen.findByRole('table', { name: 'Beneficiaries' });
    expect(within(table).getAllByRole('row')).toHaveLength(10);
    const filter = screen.getByRole('searchbox', { name: 'Filter beneficiaries' });
    await app.user.type(filter, 'chipo');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByRole('cell', { name: 'Chipo' })).toBeVisible();
    await app.user.clear(filter);
    await app.user.type(filter, '771000006');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByRole('cell', { name: 'Gamu' })).toBeVisible();
    await app.user.clear(filter);
    await app.user.type(filter, 'Zvikomborero');
    expect(await screen.findByText('No beneficiaries match "Zvikomborero".')).toBeVisible();
  });

  it('shows the note another page left (e.g. after an update)', async () => {
    setFlashNotice('/beneficiaries', 'Beneficiary updated.');
    await open(UK_SENDER);
    expect(screen.getByText('Beneficiary updated.')).toBeVisible();
  });
});
