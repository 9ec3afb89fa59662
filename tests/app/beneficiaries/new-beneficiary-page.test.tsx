import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { readCachedBeneficiaries } from '@/features/beneficiaries/api/beneficiaries-cache.ts';
import { goOffline, setDesktop } from '../../support/browser.ts';
import { renderApp } from '../../support/render-app.tsx';
import { UK_REMITTER, UK_SENDER } from '../../support/sandbox-data.ts';
import { startSandbox, type TestSandbox } from '../../support/test-sandbox.ts';

const ADD = 'POST /api/remitter/beneficiaries/new';
const LIST = 'GET /api/remitter/beneficiaries';

const PHONE_FORMAT =
  'Phone number should have numbers only and does not accept spaces. Should not start with a zero';

/** uk.sender's /beneficiaries/new on a desktop, against `sandbox` (a fresh strict one unless given). */
async function open(sandbox: TestSandbox = startSandbox()) {
  setDesktop(true);
  const app = await renderApp({ url: '/beneficiaries/new', user: UK_SENDER, sandbox });
  const field = (label: string) => screen.getByRole('textbox', { name: label });
  const mobile = () => screen.getByRole('textbox', { name: /^Mobile number/ });
  return { ...app, field, mobile };
}

/**
 * Types a beneficiary uk.sender already has (its mobile saved for Zimbabwe) into the empty form and
 * saves it: the server refuses the mobile, and the form keeps what was typed.
 */
async function refusedMobile({ user, field, mobile, location }: Awaited<ReturnType<typeof open>>) {
  await user.type(field('First name'), 'Rudo');
  await user.type(field('Last name'), 'Ncube');
  // uk.sender already has +263770000101.
  await user.type(mobile(), '770000101');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(
    await screen.findByText('A beneficiary with this mobile number is already saved for this country.'),
  ).toBeVisible();
  // The field ties its message to the input in the render after the message appears: wait for it.
  await waitFor(() =>
    expect(mobile()).toHaveAccessibleErrorMessage(
      'A beneficiary with this mobile number is already saved for this country.',
    ),
  );
  expect(field('First name')).toHaveValue('Rudo');
  expect(location()).toBe('/beneficiaries/new');
}

describe('/beneficiaries/new', () => {
  it("asks for the names and a Zimbabwe mobile, with every message of the spec; then puts the server's refusal of the mobile under the mobile and keeps what was typed", async () => {
    const app = await open();
    const { user, field, mobile, sandbox } = app;
    expect(screen.getByRole('heading', { level: 1, name: 'New Beneficiary' })).toBeVisible();
    expect(
      screen.getByText('Please fill in all mandatory fields marked with an asterisk (*).'),
    ).toBeVisible();
    expect(screen.getByText('+263')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('First Name is required')).toBeVisible();
    expect(screen.getByText('Last Name is required')).toBeVisible();
    expect(screen.getByText('Mobile is required')).toBeVisible();

    await user.type(field('First name'), 'R');
    await user.type(field('Middle name (optional)'), 'M');
    await user.type(field('Last name'), 'N');
    await user.type(mobile(), '0771234567');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('First Name must be at least 2 characters')).toBeVisible();
    expect(screen.getByText('Middle Name must be at least 2 characters')).toBeVisible();
    expect(screen.getByText('Last Name must be at least 2 characters')).toBeVisible();
    expect(screen.getByText(PHONE_FORMAT)).toBeVisible();

    await user.clear(field('First name'));
    await user.type(field('First name'), 'Rudo2');
    await user.clear(field('Middle name (optional)'));
    await user.type(field('Middle name (optional)'), 'M4ria');
    await user.clear(field('Last name'));
    await user.type(field('Last name'), "O'Neil");
    await user.clear(mobile());
    await user.type(mobile(), '77123456');
    expect(
      await screen.findByText('First name does not allow numeric values or special characters'),
    ).toBeVisible();
    expect(screen.getByText('Middle name does not allow numeric values or special characters')).toBeVisible();
    expect(screen.getByText('Last name does not allow numeric values or special characters')).toBeVisible();
    expect(screen.getByText('Invalid mobile number')).toBeVisible();
    expect(sandbox.callsTo(ADD)).toHaveLength(0);

    // The sender corrects the form to a beneficiary the server refuses.
    await user.clear(field('First name'));
    await user.clear(field('Middle name (optional)'));
    await user.clear(field('Last name'));
    await user.clear(mobile());
    await refusedMobile(app);
  });

  it('saves the beneficiary with +263 and goes to /beneficiaries, which shows it', async () => {
    const { user, field, mobile, location, sandbox } = await open();
    await user.type(field('First name'), 'Tariro');
    await user.type(field('Last name'), 'Moyo');
    await user.type(mobile(), '771234567');
    await user.click(screen.getByRole('checkbox', { name: 'Save to favourites' }));
    // The list's refresh waits: what it shows first is the cache's.
    const refresh = sandbox.hold(LIST);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(location()).toBe('/beneficiaries'));
    expect(sandbox.callsTo(ADD).map((call) => call.body)).toEqual([
      {
        first_name: 'Tariro',
        middle_name: '',
        last_name: 'Moyo',
        mobile: '+263771234567',
        country: 'Zimbabwe',
        save_to_favourites: true,
      },
    ]);
    expect(await screen.findByText('Tariro Moyo was added to your beneficiaries.')).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Beneficiaries' });
    // On screen from the cache before the server's list answers, and still there once it has.
    expect(within(table).getByRole('cell', { name: 'Tariro' })).toBeVisible();
    await refresh.reached;
    refresh.release();
    await waitFor(() => expect(screen.queryByText('Updating...')).toBeNull());
    expect(within(table).getByRole('cell', { name: '+263771234567' })).toBeVisible();
    const cached = await readCachedBeneficiaries(UK_REMITTER);
    expect(cached.rows.map((row) => row.fname)).toContain('Tariro');
  });

  it('shows a failure without a text in the banner and keeps the form', async () => {
    const { user, field, mobile, sandbox } = await open(
      startSandbox({
        faults: [{ method: 'POST', path: '/api/remitter/beneficiaries/new', status: 500, times: 1 }],
      }),
    );
    await user.type(field('First name'), 'Tariro');
    await user.type(field('Last name'), 'Moyo');
    await user.type(mobile(), '771234567');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An Error occured. Please try again!');
    expect(field('Last name')).toHaveValue('Moyo');
    // And the second try goes through.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Tariro Moyo was added to your beneficiaries.')).toBeVisible();
    expect(sandbox.callsTo(ADD)).toHaveLength(2);
  });

  it('waits for the network to save, keeping what was typed', async () => {
    const { user, field } = await open();
    await user.type(field('First name'), 'Tariro');
    goOffline();
    expect(
      await screen.findByText('You are offline. Connect to the internet to save the beneficiary.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(field('First name')).toHaveValue('Tariro');
  });

  it('adds once, however often Save is pressed', async () => {
    const { user, field, mobile, sandbox } = await open();
    await user.type(field('First name'), 'Tariro');
    await user.type(field('Last name'), 'Moyo');
    await user.type(mobile(), '771234567');
    // The first Save's call is still out when Save is pressed again.
    const adding = sandbox.hold(ADD);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await adding.reached;
    await user.type(mobile(), '{Enter}');
    adding.release();
    expect(await screen.findByText('Tariro Moyo was added to your beneficiaries.')).toBeVisible();
    expect(sandbox.callsTo(ADD)).toHaveLength(1);
  });
});
