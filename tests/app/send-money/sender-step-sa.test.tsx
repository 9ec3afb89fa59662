import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { User } from '@/api/contract.ts';
import { senderDetailsAtom } from '@/features/send-money/state.ts';
import { appStore } from '@/lib/store.ts';
import { renderSenderStep, signIn, startSandbox, useSenderStepEnv } from './render-sender-step.tsx';

useSenderStepEnv();

const field = (label: RegExp) => screen.getByLabelText(label);

/** An SA sender not yet onboarded (the step itself does not ask the server who it is). */
async function saSender(): Promise<User> {
  const { fetch } = startSandbox();
  const session = await signIn(fetch, 'sa.sender@example.com');
  return { ...session.user, remitter_id: null, onboarded: false };
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

describe('Sender Details for SA senders', () => {
  it('asks for address and ID, with every SA message on an empty submit', async () => {
    const { events } = renderSenderStep(await saSender());
    await events.click(screen.getByRole('button', { name: 'Continue' }));
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
  });

  it('an expiry in the past is refused', async () => {
    const { events } = renderSenderStep(await saSender());
    await events.type(field(/^ID expiry date/), '2020-01-01');
    await events.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Expiry date should be greater than today')).toBeInTheDocument();
  });

  it("Other asks for the resident permit: 'Resident permit is required'", async () => {
    const { events, onContinue } = renderSenderStep(await saSender());
    expect(screen.queryByLabelText(/^Resident permit number/)).toBeNull();
    await fillSa(events, 'Other');
    expect(screen.queryByLabelText(/^Foreign ID number/)).toBeNull();
    await events.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Resident permit is required')).toBeInTheDocument();
    expect(onContinue).not.toHaveBeenCalled();
  });

  it("Passport asks for the foreign ID number: 'Foreign ID Number required'; with it, continues", async () => {
    const { events, onContinue } = renderSenderStep(await saSender());
    await fillSa(events, 'Passport');
    expect(screen.queryByLabelText(/^Resident permit number/)).toBeNull();
    await events.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Foreign ID Number required')).toBeInTheDocument();

    await events.type(field(/^Foreign ID number/), 'ZW-998877');
    await events.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onContinue).toHaveBeenCalledTimes(1));
    expect(appStore.get(senderDetailsAtom)).toMatchObject({
      first_name: 'Chipo',
      last_name: 'Banda',
      mobile: '27821000001',
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
});
