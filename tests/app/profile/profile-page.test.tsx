import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setFlashNotice } from '@/lib/flash-notice.ts';
import { api } from '@/lib/http.ts';
import { useFixedClock } from '../../support/browser.ts';
import { renderApp, signIn } from '../../support/render-app.tsx';
import { startSandbox, type TestSandbox } from '../../support/test-sandbox.ts';

// The upgrade sent below carries an ID expiry the sandbox checks against today.
useFixedClock(new Date(2025, 5, 2, 9, 0));

/** The remitone provider blocking (or clearing) an account (sandbox control). */
const setRemitoneStatus = (sandbox: TestSandbox, email: string, status: string) =>
  sandbox.admin('/users/status', { method: 'POST', body: { email, remitone_status: status } });

describe('/profile, against the strict sandbox', () => {
  it('shows the three tabs, each with the profile in words, Change Password and Edit', async () => {
    const { user } = await renderApp({ url: '/profile', user: 'uk.sender@example.com' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Change Password' })).toHaveAttribute('href', '/change-password');
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/profile/update');

    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Personal Information', 'Contact Information', 'Documents']);
    const personal = screen.getByRole('tabpanel');
    expect(await within(personal).findByText('Carter')).toBeVisible();
    expect(within(personal).getByText('14 Mar 1988')).toBeVisible();
    expect(within(personal).getByText('British')).toBeVisible();

    // The arrow keys move between tabs.
    await user.click(screen.getByRole('tab', { name: 'Personal Information' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Contact Information' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Contact Information' })).toHaveFocus();
    const contact = screen.getByRole('tabpanel');
    expect(within(contact).getByText('+447700900001')).toBeVisible();
    expect(within(contact).getByText('SW1A 1AA')).toBeVisible();
    expect(within(contact).getByText('United Kingdom')).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Documents' }));
    const documents = screen.getByRole('tabpanel');
    expect(within(documents).getByText(/^Your account is \.$/)).toHaveTextContent('Your account is Limited.');
    expect(within(documents).getByRole('heading', { name: 'Passport' })).toBeVisible();
    expect(within(documents).getByText('••••0001')).toBeVisible();
    expect(within(documents).getByText('Valid until 30 Jun 2031')).toBeVisible();
    expect(within(documents).getByText('London, United Kingdom')).toBeVisible();
    expect(within(documents).getByRole('link', { name: 'Upgrade to Unlimited' })).toHaveAttribute(
      'href',
      '/upgrade-unlimited',
    );
    expect(within(documents).getByRole('heading', { name: 'Identity verification' })).toBeVisible();
  });

  it('a lite sender has no IDs on file yet', async () => {
    const { user } = await renderApp({ url: '/profile', user: 'sa.lite@example.com' });
    await user.click(await screen.findByRole('tab', { name: 'Documents' }));
    const documents = screen.getByRole('tabpanel');
    expect(await within(documents).findByText('No identity documents on file yet.')).toBeVisible();
    expect(within(documents).getByRole('link', { name: 'Upgrade to Limited' })).toHaveAttribute(
      'href',
      '/upgrade-limited',
    );
  });

  it('a locked account is offered no upgrade (the upgrade pages are closed to it)', async () => {
    const sandbox = startSandbox();
    await setRemitoneStatus(sandbox, 'sa.lite@example.com', 'blocked');
    const { user } = await renderApp({ url: '/profile', user: 'sa.lite@example.com', sandbox });
    await user.click(await screen.findByRole('tab', { name: 'Documents' }));
    const documents = screen.getByRole('tabpanel');
    expect(await within(documents).findByText('No identity documents on file yet.')).toBeVisible();
    expect(within(documents).queryByRole('link', { name: /Upgrade/ })).toBeNull();
  });

  it('shows the success note an update left, until dismissed', async () => {
    const sandbox = startSandbox();
    await signIn(sandbox, 'uk.sender@example.com');
    setFlashNotice('/profile', 'Your profile has been updated.');
    const { user } = await renderApp({ url: '/profile', user: 'uk.sender@example.com', sandbox });
    const note = await screen.findByText('Your profile has been updated.');
    expect(note.closest('[role="status"]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Your profile has been updated.')).toBeNull();
  });

  it('a failed load joins its messages with commas', async () => {
    await renderApp({
      url: '/profile',
      user: 'uk.sender@example.com',
      sandbox: {
        faults: [
          {
            method: 'GET',
            path: '/api/remitter/profile',
            status: 503,
            body: {
              status: 'FAIL',
              result: { errors: [{ error: 'Profile service unavailable' }, { error: 'Try later' }] },
            },
          },
        ],
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Profile service unavailable, Try later');
    expect(
      await screen.findByText('Your profile could not be loaded. Try again with Refresh.'),
    ).toBeVisible();
  });

  it('an upgrade under review is said so on the Documents tab', async () => {
    const sandbox = startSandbox();
    await sandbox.admin('/upgrades/review', { method: 'POST', body: { hold: true } });
    await signIn(sandbox, 'sa.lite@example.com');
    const form = new FormData();
    const fields = {
      upgrade_type: 'limited',
      post_code: '7925',
      address_line_1: '25 Sample Avenue',
      city: 'Cape Town',
      state_province: 'Western Cape',
      nationality: 'ZA',
      id1_type: 'SA_National_ID',
      id1_details: '9511200000000',
      id1_issue_place: 'Cape Town',
      id1_issue_country: 'ZA',
      id1_expiry: '2030-01-01',
      id2_type: 'utility_bill',
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('id1', new File(['x'], 'id.png', { type: 'image/png' }));
    await api.call('portal', 'POST /remitter/profile/upgrade', { body: form });
    const { user } = await renderApp({ url: '/profile', user: 'sa.lite@example.com', sandbox });
    await user.click(await screen.findByRole('tab', { name: 'Documents' }));
    const documents = screen.getByRole('tabpanel');
    expect(
      await within(documents).findByText(
        'Your upgrade to Limited is under review. It takes from instant to 24 hours.',
      ),
    ).toBeVisible();
    expect(within(documents).getByText(/^Your account is \.$/)).toHaveTextContent('Your account is Lite.');
    expect(within(documents).queryByRole('link', { name: /Upgrade to/ })).toBeNull();
    await waitFor(() =>
      expect(within(documents).getByRole('heading', { name: 'SA National ID' })).toBeVisible(),
    );
  });
});
