import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Switch } from 'wouter';
import BeneficiariesPage from '@/features/beneficiaries/pages/beneficiaries-page.tsx';
import NewBeneficiaryPage from '@/features/beneficiaries/pages/new-beneficiary-page.tsx';
import { readCachedBeneficiaries } from '@/features/beneficiaries/api/beneficiaries-cache.ts';
import {
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

const PHONE_FORMAT =
  'Phone number should have numbers only and does not accept spaces. Should not start with a zero';

async function open(email = 'uk.sender@example.com') {
  setDesktop(true);
  const session = await signIn(email);
  const store = signedInStore(session.user);
  const view = renderPage(
    <Switch>
      <Route path="/beneficiaries/new">
        <NewBeneficiaryPage />
      </Route>
      <Route path="/beneficiaries">
        <BeneficiariesPage />
      </Route>
    </Switch>,
    { store, path: '/beneficiaries/new' },
  );
  const field = (label: string) => screen.getByRole('textbox', { name: label });
  const mobile = () => screen.getByRole('textbox', { name: /^Mobile number/ });
  return { ...view, session, store, field, mobile };
}

describe('/beneficiaries/new', () => {
  it('asks for the names and a Zimbabwe mobile, with every message of the spec', async () => {
    const { events, field, mobile } = await open();
    expect(screen.getByRole('heading', { level: 1, name: 'New Beneficiary' })).toBeVisible();
    expect(
      screen.getByText('Please fill in all mandatory fields marked with an asterisk (*).'),
    ).toBeVisible();
    expect(screen.getByText('+263')).toBeVisible();

    await events.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('First Name is required')).toBeVisible();
    expect(screen.getByText('Last Name is required')).toBeVisible();
    expect(screen.getByText('Mobile is required')).toBeVisible();

    await events.type(field('First name'), 'R');
    await events.type(field('Middle name (optional)'), 'M');
    await events.type(field('Last name'), 'N');
    await events.type(mobile(), '0771234567');
    await events.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('First Name must be at least 2 characters')).toBeVisible();
    expect(screen.getByText('Middle Name must be at least 2 characters')).toBeVisible();
    expect(screen.getByText('Last Name must be at least 2 characters')).toBeVisible();
    expect(screen.getByText(PHONE_FORMAT)).toBeVisible();

    await events.clear(field('First name'));
    await events.type(field('First name'), 'Rudo2');
    await events.clear(field('Middle name (optional)'));
    await events.type(field('Middle name (optional)'), 'M4ria');
    await events.clear(field('Last name'));
    await events.type(field('Last name'), "O'Neil");
    await events.clear(mobile());
    await events.type(mobile(), '77123456');
    expect(
      await screen.findByText('First name does not allow numeric values or special characters'),
    ).toBeVisible();
    expect(screen.getByText('Middle name does not allow numeric values or special characters')).toBeVisible();
    expect(screen.getByText('Last name does not allow numeric values or special characters')).toBeVisible();
    expect(screen.getByText('Invalid mobile number')).toBeVisible();
    expect(callsTo('/remitter/beneficiaries/new')).toHaveLength(0);
  });

  it('saves the beneficiary with +263 and goes to /beneficiaries, which shows it', async () => {
    const { events, field, mobile, location, session } = await open();
    await events.type(field('First name'), 'Tariro');
    await events.type(field('Last name'), 'Moyo');
    await events.type(mobile(), '771234567');
    await events.click(screen.getByRole('checkbox', { name: 'Save to favourites' }));
    await events.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(pathOf(location)).toBe('/beneficiaries'));
    const [sent] = callsTo('/remitter/beneficiaries/new', 'POST');
    expect(JSON.parse(String(sent!.body))).toEqual({
      first_name: 'Tariro',
      middle_name: '',
      last_name: 'Moyo',
      mobile: '+263771234567',
      country: 'Zimbabwe',
      save_to_favourites: true,
    });
    expect(screen.getByText('Tariro Moyo was added to your beneficiaries.')).toBeVisible();
    const table = screen.getByRole('table', { name: 'Beneficiaries' });
    // On screen at once from the cache, and still there once the list is refreshed.
    expect(within(table).getByRole('cell', { name: 'Tariro' })).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Updating...')).toBeNull());
    expect(within(table).getByRole('cell', { name: '+263771234567' })).toBeVisible();
    const cached = await readCachedBeneficiaries(session.user.remitter_id!);
    expect(cached.rows.map((row) => row.fname)).toContain('Tariro');
  });

  it("puts the server's refusal of the mobile under the mobile and keeps what was typed", async () => {
    const { events, field, mobile, location } = await open();
    await events.type(field('First name'), 'Rudo');
    await events.type(field('Last name'), 'Ncube');
    // uk.sender already has +263770000101.
    await events.type(mobile(), '770000101');
    await events.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('A beneficiary with this mobile number is already saved for this country.'),
    ).toBeVisible();
    expect(mobile()).toHaveAccessibleErrorMessage(
      'A beneficiary with this mobile number is already saved for this country.',
    );
    expect(field('First name')).toHaveValue('Rudo');
    expect(pathOf(location)).toBe('/beneficiaries/new');
  });

  it('shows a failure without a text in the banner and keeps the form', async () => {
    await fault({ method: 'POST', path: '/api/remitter/beneficiaries/new', status: 500, times: 1 });
    const { events, field, mobile } = await open();
    await events.type(field('First name'), 'Tariro');
    await events.type(field('Last name'), 'Moyo');
    await events.type(mobile(), '771234567');
    await events.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An Error occured. Please try again!');
    expect(field('Last name')).toHaveValue('Moyo');
    // And the second try goes through.
    await events.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Tariro Moyo was added to your beneficiaries.')).toBeVisible();
  });

  it('waits for the network to save, keeping what was typed', async () => {
    const { events, field } = await open();
    await events.type(field('First name'), 'Tariro');
    goOffline();
    expect(
      await screen.findByText('You are offline. Connect to the internet to save the beneficiary.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(field('First name')).toHaveValue('Tariro');
  });

  it('adds once, however often Save is pressed', async () => {
    await fault({ method: 'POST', path: '/api/remitter/beneficiaries/new', delayMs: 200, times: 1 });
    const { events, field, mobile } = await open();
    await events.type(field('First name'), 'Tariro');
    await events.type(field('Last name'), 'Moyo');
    await events.type(mobile(), '771234567');
    await events.click(screen.getByRole('button', { name: 'Save' }));
    await events.type(mobile(), '{Enter}');
    expect(await screen.findByText('Tariro Moyo was added to your beneficiaries.')).toBeVisible();
    expect(callsTo('/remitter/beneficiaries/new', 'POST')).toHaveLength(1);
  });
});
