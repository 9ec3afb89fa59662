import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { RemitoneStatus } from '@/api/contract.ts';
import { pageCode, renderApp } from '../../support/render-app.tsx';
import { startSandbox } from '../../support/test-sandbox.ts';

// The pages these tests open and are sent to.
beforeAll(() =>
  pageCode(
    () => import('@/features/account/pages/account-locked-page.tsx'),
    () => import('@/features/transactions/pages/transactions-page.tsx'),
  ),
);

/** uk.sender (Amelia, whose transfer ZW10000007 is), signed in at `url` with the provider's status. */
async function openAs(status: RemitoneStatus, url: string) {
  const sandbox = startSandbox();
  await sandbox.admin('/users/status', {
    method: 'POST',
    body: { email: 'uk.sender@example.com', remitone_status: status },
  });
  return renderApp({ url, user: 'uk.sender@example.com', sandbox });
}

describe('the router: a locked account never reaches a page with Make Payment', () => {
  it.each([
    ['/transactions/ZW10000007', 'blocked'],
    ['/transactions/ZW10000007', 'expired'],
    ['/checkout/ZW10000007', 'blocked'],
    ['/send-money', 'expired'],
  ] as const)('%s while %s goes to /account-locked', async (url, status) => {
    const { location } = await openAs(status, url);
    await waitFor(() => expect(location()).toBe('/account-locked'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello Amelia' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Make Payment/ })).toBeNull();
  });

  it('keeps a blocked account on the transactions list', async () => {
    const { location } = await openAs('blocked', '/transactions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Transactions' })).toBeInTheDocument();
    expect(location()).toBe('/transactions');
  });
});
