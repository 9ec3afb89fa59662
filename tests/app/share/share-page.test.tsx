import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider } from '@chakra-ui/react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { User } from '@/api/contract.ts';
import { appSystem } from '@/app/theme.ts';
import { hasTokenAtom, sessionUserAtom } from '@/lib/session/user.ts';
import SharePage from '@/features/share/pages/share-page.tsx';

const USER: User = {
  id: 1,
  remitter_id: 'R100001',
  session_id: 'S1',
  country: 'UK',
  mobile: '447700900001',
  email: 'uk.sender@example.com',
  first_name: 'Grace',
  onboarded: true,
  kyc_status: 'limited',
  remitone_status: 'valid',
  default_transfer_purpose: null,
} as unknown as User;

type Stubs = { share?: ReturnType<typeof vi.fn>; writeText?: ReturnType<typeof vi.fn> };

/** Renders /share in a browser with (or without) the Web Share API and a clipboard. */
function renderShare(user: User, stubs: Stubs = {}) {
  // user-event puts its own clipboard on the navigator: the stubs go on after it.
  const events = userEvent.setup({ delay: null });
  stubNavigator(stubs);
  const store = createStore();
  store.set(sessionUserAtom, user);
  store.set(hasTokenAtom, true);
  const location = memoryLocation({ path: '/share', record: true });
  render(
    <JotaiProvider store={store}>
      <ChakraProvider value={appSystem()}>
        <Router hook={location.hook}>
          <SharePage />
        </Router>
      </ChakraProvider>
    </JotaiProvider>,
  );
  return { location, events };
}

/** Gives the browser a Web Share API (or takes it away) and a clipboard. */
function stubNavigator({
  share,
  writeText,
}: {
  share?: ReturnType<typeof vi.fn>;
  writeText?: ReturnType<typeof vi.fn>;
}) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
  Object.defineProperty(navigator, 'canShare', {
    value: share ? () => true : undefined,
    configurable: true,
    writable: true,
  });
  Object.defineProperty(navigator, 'clipboard', {
    value: writeText ? { writeText } : undefined,
    configurable: true,
    writable: true,
  });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'canShare');
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('/share', () => {
  it('shows the offer, the code, the sign-up link and its QR code', () => {
    renderShare(USER);
    expect(screen.getByRole('heading', { level: 1, name: 'Share With a Friend' })).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 2, name: 'One free remit transaction for both friends' }),
    ).toBeVisible();
    expect(screen.getByText('Your referral code').nextElementSibling).toHaveTextContent('R100001');
    expect(screen.getByRole('textbox', { name: 'Your sign-up link' })).toHaveValue(
      `${window.location.origin}/register?ref=R100001`,
    );
    expect(screen.getByRole('img', { name: 'QR code of your sign-up link' })).toBeVisible();
  });

  it('copies the link where the browser cannot share, and confirms', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const { events } = renderShare(USER, { writeText });
    expect(screen.queryByRole('button', { name: 'Share link' })).toBeNull();
    await events.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/register?ref=R100001`);
    // The confirmation follows the clipboard's promise: wait for it.
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Link copied. Paste it into a message to your friend.',
      ),
    );
  });

  it('says how to copy by hand where copying is refused, and selects the link', async () => {
    const { events } = renderShare(USER, { writeText: vi.fn(() => Promise.reject(new Error('denied'))) });
    await events.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(
      await screen.findByText('The link could not be copied here. Press and hold it above, then copy it.'),
    ).toBeVisible();
    const input = screen.getByRole('textbox', { name: 'Your sign-up link' }) as HTMLInputElement;
    expect(input.selectionEnd! - input.selectionStart!).toBe(input.value.length);
  });

  it('opens the share sheet with the link where the browser has one', async () => {
    const share = vi.fn(() => Promise.resolve());
    const { events } = renderShare(USER, { share, writeText: vi.fn(() => Promise.resolve()) });
    await events.click(screen.getByRole('button', { name: 'Share link' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Remit Portal',
      text: expect.stringContaining('referral code R100001') as string,
      url: `${window.location.origin}/register?ref=R100001`,
    });
    // Said once the share sheet's promise settles.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Thank you for sharing!'));
  });

  it('says nothing when the share sheet is closed, and copies when sharing fails', async () => {
    const share = vi.fn(() => Promise.reject(new DOMException('closed', 'AbortError')));
    const writeText = vi.fn(() => Promise.resolve());
    const { events } = renderShare(USER, { share, writeText });
    await events.click(screen.getByRole('button', { name: 'Share link' }));
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(writeText).not.toHaveBeenCalled();

    share.mockImplementationOnce(() => Promise.reject(new DOMException('no', 'NotAllowedError')));
    await events.click(screen.getByRole('button', { name: 'Share link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('status')).toHaveTextContent('Link copied.');
  });

  it('tells a sender without a remitter_id that the code comes with the first transfer', async () => {
    const { events, location } = renderShare({
      ...USER,
      remitter_id: null,
      onboarded: false,
    } as unknown as User);
    expect(
      screen.getByText(
        'Your referral code comes with your first transfer: send money once, then come back here to share it.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Your sign-up link' })).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    await events.click(screen.getByRole('link', { name: 'Send Money' }));
    expect(location.history?.at(-1)).toBe('/send-money');
  });
});
