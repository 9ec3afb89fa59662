import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { sessionUserAtom } from '@/lib/session/user.ts';
import { appStore } from '@/lib/store.ts';
import { renderApp } from '../../support/render-app.tsx';

const fileInput = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

describe('/upgrade-unlimited, against the strict sandbox', () => {
  it('a UK Limited sender gives the email and the source of funds, with the notes and warnings of the page', async () => {
    const { location, user } = await renderApp({ url: '/upgrade-unlimited', user: 'uk.sender@example.com' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Upgrade to Unlimited' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Upgrade' })).toBeVisible();
    expect(screen.getByRole('complementary', { name: 'How long it takes' })).toHaveTextContent(
      'anything from an instant to 24 hours',
    );
    expect(
      screen.getByText(
        'Fill in the mandatory fields (*) exactly as they appear on your government-issued photo ID.',
      ),
    ).toBeVisible();
    expect(screen.getByText('Any change to your profile details needs to be verified again.')).toBeVisible();
    // Not lite: the email and the source of funds only.
    expect(screen.queryByLabelText(/^Address line 1/)).toBeNull();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('uk.sender@example.com');

    await user.clear(screen.getByLabelText(/^Email/));
    await user.click(screen.getByRole('button', { name: 'Upgrade' }));
    expect(await screen.findByText('Email address is required')).toBeVisible();
    expect(screen.getByText('Can not proceed without uploading this file')).toBeVisible();
    await user.type(screen.getByLabelText(/^Email/), 'amelia@');
    expect(await screen.findByText('Invalid email address')).toBeVisible();
    await user.type(screen.getByLabelText(/^Email/), 'example.com');
    await user.upload(
      fileInput(/^Source of funds document/),
      new File(['%PDF'], 'payslip.pdf', { type: 'application/pdf' }),
    );
    await user.selectOptions(screen.getByLabelText(/^Document type/), 'payslip');
    await user.click(screen.getByRole('button', { name: 'Upgrade' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Are you sure you want proceed?' })).getByRole(
        'button',
        { name: 'Proceed' },
      ),
    );
    await waitFor(() => expect(location()).toBe('/profile'));
    expect(await screen.findByText('Your account has been upgraded.')).toBeVisible();
    expect(appStore.get(sessionUserAtom)?.kyc_status).toBe('unlimited');
  });

  it('a UK lite sender gives the address and ID too', async () => {
    await renderApp({ url: '/upgrade-unlimited', user: 'uk.new@example.com' });
    expect(await screen.findByRole('button', { name: 'Upgrade' })).toBeVisible();
    expect(screen.getByLabelText(/^Address line 1/)).toBeVisible();
    expect(screen.getByRole('group', { name: /ID type/ })).toBeVisible();
    expect(fileInput(/^Source of funds document/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Email/)).toBeNull();
  });

  it.each([
    ['sa.lite@example.com', 'The Unlimited tier is for senders in the UK only.', 'Upgrade to Limited'],
    [
      'sa.sender@example.com',
      'The Unlimited tier is for senders in the UK only. Your account is already Limited, the highest tier in South Africa.',
      null,
    ],
  ])('%s is told why there is no form', async (email, reason, alternative) => {
    await renderApp({ url: '/upgrade-unlimited', user: email });
    expect(await screen.findByText(reason)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Upgrade' })).toBeNull();
    if (alternative) {
      expect(screen.getByRole('link', { name: alternative })).toHaveAttribute('href', '/upgrade-limited');
    } else {
      expect(screen.queryByRole('link', { name: /^Upgrade to/ })).toBeNull();
    }
  });
});
