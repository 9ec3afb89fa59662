import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from '../../support/render-app.tsx';

const RECEIVED =
  'Verification Data received. Thank you for completing your verification process. We are currently processing your results. We will notify you once complete';

describe('/kyc/verification-complete', () => {
  it('says the verification data was received', async () => {
    await renderApp({ url: '/kyc/verification-complete' });
    // the spec's text whole, as one text (not a title and a paragraph)
    expect(await screen.findByText(RECEIVED)).toBe(screen.getByRole('heading', { level: 1 }));
    expect(screen.queryByRole('link', { name: 'Back to Send Money' })).not.toBeInTheDocument();
  });

  it('offers a signed-in sender the way back', async () => {
    await renderApp({ url: '/kyc/verification-complete', user: 'sa.sender@example.com' });
    expect(await screen.findByRole('link', { name: 'Back to Send Money' })).toHaveAttribute(
      'href',
      '/send-money',
    );
  });
});
