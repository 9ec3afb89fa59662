import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { pageCode } from '../../support/render-app.tsx';
import { SA_LITE_NEW, renderSendPage, useSendPageEnv } from './render-send-page.tsx';
import { passAmountStep, registeredAtPayment, stepHeading } from './send-flow.tsx';

useSendPageEnv();

/**
 * What the walk goes through: Zimbabwe chosen on /country-selection, then the send flow's steps to
 * Make Payment. A worker's first load of these pages can take longer than a findBy waits.
 */
beforeAll(() =>
  pageCode(
    () => import('@/features/destinations/pages/country-selection-page.tsx'),
    () => import('@/features/send-money/pages/send-money-page.tsx'),
    () => import('@/features/send-money/components/sender-step.tsx'),
    () => import('@/features/send-money/components/beneficiary-step.tsx'),
    () => import('@/features/send-money/components/confirmation-step.tsx'),
  ),
);

const field = (label: RegExp) => screen.getByLabelText(label);
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

/** sa.lite before onboarding, past Amount to Send ($100 paid online, a gift): Sender Details. */
async function saSender() {
  const app = await renderSendPage(SA_LITE_NEW);
  await passAmountStep(app.user, { sa: true, receive: '100', purpose: 'Gift' });
  await stepHeading('Sender Details');
  return app;
}

async function fillSa(events: UserEvent, idType: string) {
  await events.clear(field(/^First name/)); // prefilled with the user's first name
  await events.type(field(/^First name/), 'Chipo');
  await events.type(field(/^Last name/), 'Banda');
  await events.type(field(/^Date of birth/), '1992-03-04');
  await events.click(screen.getByRole('radio', { name: 'Female' }));
  await events.type(field(/^Address line 1/), '25 Sample Avenue');
  await events.type(field(/^City/), 'Cape Town');
  await events.type(field(/^State\/Province/), 'Western Cape');
  await events.type(field(/^Post code/), '7925');
  await events.selectOptions(field(/^Nationality/), 'Zimbabwean');
  await events.click(screen.getByRole('radio', { name: idType }));
  await events.type(field(/^ID number/), 'FN123456');
  await events.type(field(/^ID issue place/), 'Harare');
  await events.type(field(/^ID expiry date/), `${new Date().getFullYear() + 3}-01-31`);
}

/** Still on Sender Details: Continue went nowhere. */
const stillOnSenderDetails = () =>
  expect(screen.getByRole('heading', { level: 2, name: 'Sender Details' })).toBeInTheDocument();

/** Continue on the empty form: every SA message, for the address and the ID. */
async function emptyFormRefused(user: UserEvent) {
  await user.click(continueButton());
  for (const message of [
    'Nationality required',
    'ID required',
    'ID Number is required',
    'ID issue place required',
    'Expiry date should be greater than today',
    'Post code is required',
    'Address line 1 is required',
    'City is required',
    'State/Province is required',
  ]) {
    expect(await screen.findByText(message)).toBeInTheDocument();
  }
}

/** Everything filled in with Other as the ID, then Continue: the resident permit is asked for. */
async function otherAsksForResidentPermit(user: UserEvent) {
  expect(screen.queryByLabelText(/^Resident permit number/)).toBeNull();
  await fillSa(user, 'Other');
  expect(screen.queryByLabelText(/^Foreign ID number/)).toBeNull();
  await user.click(continueButton());
  expect(await screen.findByText('Resident permit is required')).toBeInTheDocument();
  stillOnSenderDetails();
}

/** Passport instead, then Continue: the foreign ID number is asked for. */
async function passportAsksForForeignId(user: UserEvent) {
  await user.click(screen.getByRole('radio', { name: 'Passport' }));
  expect(screen.queryByLabelText(/^Resident permit number/)).toBeNull();
  await user.click(continueButton());
  expect(await screen.findByText('Foreign ID Number required')).toBeInTheDocument();
  stillOnSenderDetails();
}

describe('Sender Details for SA senders', () => {
  it("asks for address and ID, with every SA message on an empty submit; Other asks for the resident permit: 'Resident permit is required'; Passport asks for the foreign ID number: 'Foreign ID Number required'; with it, continues and is registered so", async () => {
    const { user } = await saSender();
    await emptyFormRefused(user);
    await otherAsksForResidentPermit(user);
    await passportAsksForForeignId(user);

    await user.type(field(/^Foreign ID number/), 'ZW-998877');
    const registered = await registeredAtPayment(user);
    expect(registered).toHaveLength(1);
    expect(registered[0]).toMatchObject({
      first_name: 'Chipo',
      last_name: 'Banda',
      mobile: '27821000002',
      gender: 'Female',
      nationality: 'ZW',
      id1_type: 'Passport',
      id1_details: 'FN123456',
      id3_details: 'ZW-998877',
      id3_type: 'foreign_id',
      postal_code: '7925',
      default_transfer_purpose: '401 Gifts',
    });
  });

  it('an expiry in the past is refused', async () => {
    const { user } = await saSender();
    await user.type(field(/^ID expiry date/), '2020-01-01');
    await user.click(continueButton());
    expect(await screen.findByText('Expiry date should be greater than today')).toBeInTheDocument();
  });
});
