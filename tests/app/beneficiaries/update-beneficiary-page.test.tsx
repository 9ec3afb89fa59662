import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { getBeneficiaries } from '@/features/beneficiaries/api/get-beneficiaries.ts';
import { saveBeneficiaries } from '@/features/beneficiaries/api/beneficiaries-cache.ts';
import { appStore } from '@/lib/store.ts';
import { setDesktop } from '../../support/browser.ts';
import { renderApp, signIn } from '../../support/render-app.tsx';
import { UK_SENDER } from '../../support/sandbox-data.ts';
import { startSandbox, type TestSandbox } from '../../support/test-sandbox.ts';

const UPDATE = 'POST /api/remitter/beneficiaries/update';
const LIST = 'GET /api/remitter/beneficiaries';

const limit = (label: string) => `You can only change a maximum of 2 characters from the original ${label}`;

/**
 * Signs `email` in, finds their beneficiary by first name on the sandbox (the app's own call) and
 * opens its update page on a desktop; `cached`: the list is in the cache as this session left it,
 * and the page opens offline.
 */
async function open(
  email: string,
  firstName: string,
  { sandbox = startSandbox(), cached = false }: { sandbox?: TestSandbox; cached?: boolean } = {},
) {
  setDesktop(true);
  const account = await signIn(sandbox, email);
  const rows = await getBeneficiaries();
  const row = rows.find((candidate) => candidate.fname === firstName)!;
  if (cached) await saveBeneficiaries(appStore, account.remitter_id!, rows);
  const app = await renderApp({
    url: `/beneficiaries/${row.beneficiary_id}`,
    user: email,
    sandbox,
    offline: cached,
  });
  const field = (label: string) => screen.getByRole('textbox', { name: label });
  const update = () => screen.getByRole('button', { name: 'Update' });
  return { ...app, row, field, update };
}

describe('/beneficiaries/{id}: Update Beneficiary', () => {
  it('edits the names and bank details of a Zimbabwe beneficiary too, mobile, country and telephone shown disabled; enables Update only when changed and valid, and says how far each name may change', async () => {
    const { field, update, user } = await open(UK_SENDER, 'Rudo');
    expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveValue('Rudo');
    expect(field('Middle name')).toHaveValue('Maria');
    expect(field('Last name')).toHaveValue('Ncube');
    expect(field('Mobile')).toBeDisabled();
    expect(field('Mobile')).toHaveValue('+263770000101');
    expect(field('Country')).toHaveValue('Zimbabwe');
    expect(field('Country')).toBeDisabled();
    expect(field('Telephone')).toBeDisabled();
    // the spec lists them editable for every beneficiary: empty for a wallet one
    for (const name of ['Bank name', 'Bank code', 'Account number']) {
      expect(field(name)).toBeEnabled();
      expect(field(name)).toHaveValue('');
    }
    expect(update()).toBeDisabled();

    await user.type(field('First name'), 'lph');
    expect(await screen.findByText(limit('first name'))).toBeVisible();
    expect(update()).toBeDisabled();
    await user.type(field('First name'), '{Backspace}{Backspace}{Backspace}');
    await waitFor(() => expect(screen.queryByText(limit('first name'))).toBeNull());
    expect(update()).toBeDisabled(); // back to the saved value: nothing changed

    await user.clear(field('Middle name'));
    expect(await screen.findByText(limit('middle name'))).toBeVisible();
    await user.type(field('Middle name'), 'Mario');
    await waitFor(() => expect(screen.queryByText(limit('middle name'))).toBeNull());

    await user.clear(field('Last name'));
    expect(await screen.findByText('Last Name is required')).toBeVisible();
    await user.type(field('Last name'), 'N');
    expect(await screen.findByText('Last Name must be at least 2 characters')).toBeVisible();
    await user.type(field('Last name'), 'cubezzz');
    expect(await screen.findByText(limit('last name'))).toBeVisible();
    await user.type(field('Last name'), '{Backspace}');
    await waitFor(() => expect(update()).toBeEnabled());

    await user.clear(field('First name'));
    expect(await screen.findByText('First Name is required')).toBeVisible();
    await user.type(field('First name'), 'R');
    expect(await screen.findByText('First Name must be at least 2 characters')).toBeVisible();
    await user.type(field('First name'), 'ud0');
    expect(
      await screen.findByText('First name does not allow numeric values or special characters'),
    ).toBeVisible();
    expect(update()).toBeDisabled();
  });

  it('sends the update and shows the list refreshed, with a note', async () => {
    const { field, update, user, location, sandbox } = await open(UK_SENDER, 'Rudo');
    await screen.findByRole('textbox', { name: 'First name' });
    await user.clear(field('First name'));
    await user.type(field('First name'), 'Ruda');
    await waitFor(() => expect(update()).toBeEnabled());
    // The list's refresh waits: what it shows first is the cache's, with the update in it.
    const refresh = sandbox.hold(LIST);
    await user.click(update());

    await waitFor(() => expect(location()).toBe('/beneficiaries'));
    expect(sandbox.callsTo(UPDATE).map((call) => call.body)).toEqual([
      {
        beneficiary_id: expect.any(String),
        country: 'Zimbabwe',
        mobile: '+263770000101',
        telephone: '+263770000101',
        first_name: 'Ruda',
        middle_name: 'Maria',
        last_name: 'Ncube',
        // every field of the calls table: a wallet beneficiary's bank details are empty
        bank_name: '',
        bank_code: '',
        account_number: '',
      },
    ]);
    expect(await screen.findByText('Ruda Maria Ncube was updated.')).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Beneficiaries' });
    expect(within(table).getByRole('cell', { name: 'Ruda' })).toBeVisible();
    await refresh.reached;
    refresh.release();
    await waitFor(() => expect(screen.queryByText('Updating...')).toBeNull());
    // The server's list agrees.
    expect(within(table).getByRole('cell', { name: 'Ruda' })).toBeVisible();
    expect(within(table).queryByRole('cell', { name: 'Rudo' })).toBeNull();
  });

  it("edits a bank beneficiary's bank name, bank code and account number by the same rule", async () => {
    const { field, update, user, location, sandbox } = await open('sa.sender@example.com', 'Chinedu');
    expect(await screen.findByRole('textbox', { name: 'Account number' })).toHaveValue('0000123456');
    expect(field('Bank name')).toHaveValue('Sample Trust Bank');
    expect(field('Bank code')).toHaveValue('000014');
    expect(field('Country')).toHaveValue('Nigeria');

    await user.clear(field('Account number'));
    await user.type(field('Account number'), '000012345a');
    expect(await screen.findByText('Account number must contain only digits')).toBeVisible();
    await user.clear(field('Account number'));
    await user.type(field('Account number'), '1110123456');
    await user.type(field('Bank code'), '999');
    await user.type(field('Bank name'), ' Ltd');
    expect(await screen.findByText(limit('account number'))).toBeVisible();
    expect(screen.getByText(limit('bank code'))).toBeVisible();
    expect(screen.getByText(limit('bank name'))).toBeVisible();
    expect(update()).toBeDisabled();

    await user.clear(field('Account number'));
    await user.type(field('Account number'), '0000123465');
    await user.clear(field('Bank code'));
    await user.type(field('Bank code'), '000015');
    await user.clear(field('Bank name'));
    await user.type(field('Bank name'), 'Sample Trust Bnk');
    await waitFor(() => expect(update()).toBeEnabled());
    await user.click(update());
    await waitFor(() => expect(location()).toBe('/beneficiaries'));
    expect(sandbox.callsTo(UPDATE)).toHaveLength(1);
    expect(sandbox.callsTo(UPDATE)[0]!.body).toMatchObject({
      country: 'Nigeria',
      bank_name: 'Sample Trust Bnk',
      bank_code: '000015',
      account_number: '0000123465',
    });
  });

  it("puts the server's field errors on their fields and keeps what was typed", async () => {
    const sandbox = startSandbox({
      faults: [
        {
          method: 'POST',
          path: '/api/remitter/beneficiaries/update',
          status: 422,
          body: {
            status: 'FAIL',
            result: { errors: [{ field: 'first_name', error: 'The first name is on a list.' }] },
          },
          times: 1,
        },
      ],
    });
    const { field, update, user, location } = await open(UK_SENDER, 'Rudo', { sandbox });
    await screen.findByRole('textbox', { name: 'First name' });
    await user.type(field('First name'), 'h');
    await waitFor(() => expect(update()).toBeEnabled());
    await user.click(update());
    expect(await screen.findByText('The first name is on a list.')).toBeVisible();
    // The field ties its message to the input in the render after the message appears: wait for it.
    await waitFor(() =>
      expect(field('First name')).toHaveAccessibleErrorMessage('The first name is on a list.'),
    );
    expect(field('First name')).toHaveValue('Rudoh');
    expect(location()).toMatch(/^\/beneficiaries\/\d+$/);
  });

  it("shows the server's other errors in a banner", async () => {
    const sandbox = startSandbox({
      faults: [{ method: 'POST', path: '/api/remitter/beneficiaries/update', status: 500, times: 1 }],
    });
    const { field, update, user } = await open(UK_SENDER, 'Rudo', { sandbox });
    await screen.findByRole('textbox', { name: 'First name' });
    await user.type(field('First name'), 'h');
    await waitFor(() => expect(update()).toBeEnabled());
    await user.click(update());
    expect(await screen.findByRole('alert')).toHaveTextContent('An Error occured. Please try again!');
  });

  it('shows the cached beneficiary offline, with Update waiting for the network', async () => {
    const { field, user, row, sandbox } = await open(UK_SENDER, 'Rudo', { cached: true });
    // Written to the cache in this session: on screen with the page.
    expect(field('First name')).toHaveValue('Rudo');
    await user.type(field('First name'), 'h');
    expect(
      screen.getByText('You are offline. Connect to the internet to update the beneficiary.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();
    expect(sandbox.callsTo(`GET /api/remitter/beneficiaries/${row.beneficiary_id}`)).toHaveLength(0);
  });

  it('says when the beneficiary is not found', async () => {
    setDesktop(true);
    await renderApp({ url: '/beneficiaries/99999', user: UK_SENDER });
    expect(await screen.findByRole('alert')).toHaveTextContent('Beneficiary not found.');
    expect(screen.getByRole('link', { name: 'Back to Beneficiaries' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
