import { screen, within } from '@testing-library/react';
import { pageCode } from '../../support/render-app.tsx';
import type { TestSandbox } from '../../support/test-sandbox.ts';
import { UK_NEW, renderSendPage } from './render-send-page.tsx';
import { fillSenderDetails, passAmountStep } from './send-flow.tsx';

/** uk.new (not onboarded) past Amount to Send ($130 for Family Support): Sender Details. */
export async function onSenderDetails(arrange?: (sandbox: TestSandbox) => void) {
  const app = await renderSendPage(UK_NEW, { arrange });
  await passAmountStep(app.user);
  // The step's code, which the app loads when it is first shown.
  await pageCode(() => import('@/features/send-money/components/sender-step.tsx'));
  await screen.findByRole('heading', { level: 2, name: 'Sender Details' });
  return app;
}

/** The latest code the sandbox texted to the number. */
export async function latestCode(sandbox: TestSandbox, mobile: string): Promise<string> {
  return (await sandbox.admin<{ code: string }>(`/otp?mobile=${mobile}`)).code;
}

/** uk.new types Tendai Moyo's details and presses Continue: the migration is offered. */
export async function reachMigration() {
  const app = await onSenderDetails();
  await fillSenderDetails(app.user, { first: 'Tendai', last: 'Moyo', dob: '1985-04-12' });
  await app.user.click(screen.getByRole('button', { name: 'Continue' }));
  const offer = await screen.findByRole('dialog', { name: 'Account Migration' });
  return { ...app, offer };
}

/** From the offer, Yes: the code modal. */
export async function reachCode() {
  const app = await reachMigration();
  await app.user.click(within(app.offer).getByRole('button', { name: 'Yes' }));
  const codeDialog = await screen.findByRole('dialog', { name: 'Confirm your account' });
  return { ...app, codeDialog };
}
