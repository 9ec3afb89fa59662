import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { createStore } from 'jotai';
import KycCompletePage from '@/features/kyc/pages/kyc-complete-page.tsx';
import { hasTokenAtom, sessionUserAtom } from '@/lib/session/user.ts';
import type { User } from '@/api/contract.ts';
import { renderKyc } from './support.tsx';

afterEach(() => localStorage.clear());

describe('/kyc/verification-complete', () => {
  it('says the verification data was received', () => {
    renderKyc(<KycCompletePage />, { path: '/kyc/verification-complete' });
    // the spec's text whole, as one text (not a title and a paragraph)
    expect(
      screen.getByText(
        'Verification Data received. Thank you for completing your verification process. We are currently processing your results. We will notify you once complete',
      ),
    ).toBe(screen.getByRole('heading', { level: 1 }));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('offers a signed-in sender the way back', () => {
    const store = createStore();
    store.set(sessionUserAtom, { remitter_id: 'R200001', email: 'sa.sender@example.com' } as User);
    store.set(hasTokenAtom, true);
    renderKyc(<KycCompletePage />, { path: '/kyc/verification-complete', store });
    expect(screen.getByRole('link', { name: 'Back to Send Money' })).toHaveAttribute('href', '/send-money');
  });
});
