import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'wouter/use-browser-location';
import { sessionUserAtom } from '@/lib/session/user.ts';
import { appStore } from '@/lib/store.ts';
import { useFixedClock } from '../../support/browser.ts';
import { renderApp } from '../../support/render-app.tsx';
import { startSandbox, type TestSandbox } from '../../support/test-sandbox.ts';

// The ID expiry dates typed below are checked against today, by the form and by the sandbox.
useFixedClock(new Date(2025, 5, 2, 9, 0));

const user = () => userEvent.setup({ delay: null });
/**
 * A scan as a PDF (sent as it is). A photo is drawn again by the browser first, which jsdom cannot
 * do: the photo path has its own test (tests/app/profile/file-field.isolated.test.tsx) and journey.
 */
const pdf = (name = 'id-front.pdf') => new File(['%PDF-1.4 id'], name, { type: 'application/pdf' });

/** The upgrade form for `email`, against `sandbox` (a fresh one unless given). */
async function open(email: string, sandbox?: TestSandbox) {
  const view = await renderApp({ url: '/upgrade-limited', user: email, sandbox });
  await screen.findByRole('button', { name: 'Upgrade' });
  return view;
}

const field = (label: RegExp) => screen.getByLabelText(label);
/** A file field's input (its label also names its Choose button). */
const fileInput = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
const type = async (label: RegExp, value: string) => {
  await user().clear(field(label));
  await user().type(field(label), value);
};

/** The SA sender's address, nationality and SA National ID. */
async function fillSa() {
  await type(/^Address line 1/, '25 Sample Avenue');
  await type(/^City/, 'Cape Town');
  await type(/^State\/Province/, 'Western Cape');
  await type(/^Post code/, '7925');
  await user().selectOptions(field(/^Nationality/), 'ZA');
  await user().click(screen.getByRole('radio', { name: 'SA National ID' }));
  await type(/^ID number/, '9511200000000');
  await type(/^ID issue place/, 'Cape Town');
  await user().selectOptions(field(/^ID issue country/), 'ZA');
  await type(/^ID expiry date/, '2030-01-31');
  await user().selectOptions(field(/^Proof of address type/), 'utility_bill');
}

async function proceed() {
  await user().click(screen.getByRole('button', { name: 'Upgrade' }));
  const ask = await screen.findByRole('alertdialog', { name: 'Are you sure you want proceed?' });
  await user().click(within(ask).getByRole('button', { name: 'Proceed' }));
}

/** On the form as it opens: Upgrade with every field empty, and what each one says it needs. */
async function saysWhatEachEmptyFieldNeeds() {
  // The form starts from the profile: her nationality is on file.
  expect(field(/^Nationality/)).toHaveValue('ZA');
  await user().selectOptions(field(/^Nationality/), '');
  await user().click(screen.getByRole('button', { name: 'Upgrade' }));
  expect((await screen.findAllByText('This field is required')).length).toBe(5);
  for (const message of [
    'Nationality is required',
    'ID required',
    'Details required',
    'ID issue place required',
    'ID issue country required',
    'ID expiry date required',
    'Can not proceed without uploading this file',
  ]) {
    expect(screen.getByText(message)).toBeVisible();
  }
  expect(screen.queryByRole('alertdialog')).toBeNull();
}

/** A passport asks the foreign ID number, Other the permit number; a past expiry date is refused. */
async function asksTheNumberEachIdTypeCallsFor() {
  await user().click(screen.getByRole('radio', { name: 'Passport' }));
  await user().click(screen.getByRole('button', { name: 'Upgrade' }));
  expect(await screen.findByText('Foreign ID Number required')).toBeVisible();
  expect(screen.getByRole('textbox', { name: /^Foreign ID number/ })).toBeVisible();
  await user().click(screen.getByRole('radio', { name: 'Other' }));
  expect(await screen.findByText('Resident permit is required')).toBeVisible();
  expect(screen.queryByLabelText(/^Foreign ID number/)).toBeNull();
  await type(/^ID expiry date/, '2024-12-31');
  expect(await screen.findByText('Expiry date should be greater than today')).toBeVisible();
}

/** The ID document: a file of another format refused as it is chosen, a PDF shown, then replaced. */
async function checksAFileAsItIsChosen() {
  const input = fileInput(/^ID document/);
  // Some phones' pickers ignore the input's accept list.
  await userEvent
    .setup({ delay: null, applyAccept: false })
    .upload(input, new File(['text'], 'notes.txt', { type: 'text/plain' }));
  expect(await screen.findByText('Only the following formats are accepted: .jpeg, .jpg, .pdf')).toBeVisible();
  await user().upload(input, pdf('passport.pdf'));
  expect(await screen.findByText('passport.pdf')).toBeVisible();
  expect(screen.queryByText('Only the following formats are accepted: .jpeg, .jpg, .pdf')).toBeNull();
  expect(screen.getByRole('button', { name: /Replace ID document/ })).toBeVisible();
  await user().upload(input, new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' }));
  expect(await screen.findByText('scan.pdf')).toBeVisible();
  expect(screen.queryByText('passport.pdf')).toBeNull();
}

describe('/upgrade-limited for an SA lite sender, against the strict sandbox', () => {
  it('says what each empty field needs, in the spec words; asks the foreign ID number for a passport and the permit number for Other, as text; checks a file as it is chosen, shows it, and lets it be replaced', async () => {
    await open('sa.lite@example.com');
    await saysWhatEachEmptyFieldNeeds();
    // Her nationality back, as the form started.
    await user().selectOptions(field(/^Nationality/), 'ZA');
    await asksTheNumberEachIdTypeCallsFor();
    await checksAFileAsItIsChosen();
  });

  it('sends the form with its file, shows the progress, and the sender is Limited on /profile', async () => {
    const { location, sandbox } = await open('sa.lite@example.com');
    sandbox.fault({ method: 'POST', path: '/api/remitter/profile/upgrade', delayMs: 500, times: 1 });
    await fillSa();
    await user().upload(fileInput(/^ID document/), pdf());
    await proceed();
    const bar = await screen.findByRole('progressbar', { name: 'Sending your documents' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));
    await waitFor(() => expect(location()).toBe('/profile'));
    expect(await screen.findByText('Your account has been upgraded.')).toBeVisible();
    expect(appStore.get(sessionUserAtom)?.kyc_status).toBe('limited');
  });

  it('a failed upload keeps every field and file, and says why', async () => {
    const { sandbox } = await open('sa.lite@example.com');
    sandbox.fault({
      method: 'POST',
      path: '/api/remitter/profile/upgrade',
      status: 500,
      body: { status: 'FAIL', result: { message: 'The document store is unavailable.' } },
      times: 1,
    });
    await fillSa();
    await user().upload(fileInput(/^ID document/), pdf());
    await proceed();
    expect(await screen.findByRole('alert')).toHaveTextContent('The document store is unavailable.');
    expect(field(/^ID number/)).toHaveValue('9511200000000');
    expect(screen.getByRole('radio', { name: 'SA National ID' })).toBeChecked();
    expect(screen.getByText('id-front.pdf')).toBeVisible();
    // And again, without choosing anything anew.
    await proceed();
    expect(await screen.findByText('Your account has been upgraded.')).toBeVisible();
  });

  it('while an upgrade is under review, no second one is offered', async () => {
    const sandbox = startSandbox();
    await sandbox.admin('/upgrades/review', { method: 'POST', body: { hold: true } });
    const { location } = await open('sa.lite@example.com', sandbox);
    await fillSa();
    await user().upload(fileInput(/^ID document/), pdf());
    await proceed();
    await waitFor(() => expect(location()).toBe('/profile'));
    // The server's own words, then the profile says it is under review; the tier is unchanged.
    expect(await screen.findByText(/Your upgrade request has been received/)).toBeVisible();
    expect(appStore.get(sessionUserAtom)?.kyc_status).toBe('lite');
    await user().click(screen.getByRole('tab', { name: 'Documents' }));
    expect(await screen.findByText(/Your upgrade to Limited is under review/)).toBeVisible();

    await act(async () => navigate('/upgrade-limited'));
    expect(await screen.findByText('Upgrade under review')).toBeVisible();
    expect(screen.getByText(/you cannot send another request meanwhile/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Upgrade' })).toBeNull();
  });
});

describe('/upgrade-limited for a UK lite sender', () => {
  it('finds the address from the postcode, says when there is none, and asks the files the ID type calls for', async () => {
    await open('uk.new@example.com');
    await type(/^Post code/, 'M1 1AE');
    await user().click(screen.getByRole('button', { name: 'Find address' }));
    const choose = await screen.findByLabelText(/Choose your address/);
    await user().selectOptions(choose, '0');
    expect(field(/^Address line 1/)).toHaveValue('3 Sample Street');
    expect(field(/^Address line 2/)).toHaveValue('Unit 4');
    expect(field(/^City/)).toHaveValue('Manchester');
    expect(field(/^County/)).toHaveValue('Greater Manchester');

    await type(/^Post code/, 'ZZ9 9ZZ');
    await user().click(screen.getByRole('button', { name: 'Find address' }));
    expect(await screen.findByText(/No address found for ZZ9 9ZZ/)).toBeVisible();
    // Typing by hand is always possible.
    await type(/^Address line 1/, '1 Hand Typed Road');
    expect(field(/^Address line 1/)).toHaveValue('1 Hand Typed Road');

    await user().click(screen.getByRole('radio', { name: 'Residence Permit' }));
    await user().click(screen.getByRole('button', { name: 'Upgrade' }));
    expect(await screen.findAllByText('Can not proceed without uploading this file')).toHaveLength(3);
    expect(fileInput(/^Back of your ID/)).toBeInTheDocument();
    await user().click(screen.getByRole('radio', { name: 'Driving Licence' }));
    await waitFor(() =>
      expect(screen.getAllByText('Can not proceed without uploading this file')).toHaveLength(1),
    );
    expect(screen.queryByLabelText(/^Back of your ID/)).toBeNull();
    expect(fileInput(/^Proof of address \(optional\)/)).toBeInTheDocument();
  });

  it('a sender already Limited is told why, with no form', async () => {
    await renderApp({ url: '/upgrade-limited', user: 'uk.sender@example.com' });
    expect(await screen.findByText('Your account is already Limited.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Upgrade to Unlimited' })).toHaveAttribute(
      'href',
      '/upgrade-unlimited',
    );
    expect(screen.queryByRole('button', { name: 'Upgrade' })).toBeNull();
  });
});
