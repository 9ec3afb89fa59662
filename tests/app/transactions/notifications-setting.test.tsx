import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider } from '@chakra-ui/react';
import { appSystem } from '@/app/theme.ts';
import {
  NOTIFICATIONS_BLOCKED_TEXT,
  NOTIFICATIONS_OFF_TEXT,
  NOTIFICATIONS_ON_TEXT,
  NotificationsSetting,
} from '@/features/transactions/components/notifications-setting.tsx';

function browserWith(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const api = { permission, requestPermission: vi.fn(async () => answer) };
  api.requestPermission.mockImplementation(async () => {
    api.permission = answer;
    return answer;
  });
  vi.stubGlobal('Notification', api);
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: {} });
  return api;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

/** The setting alone (it takes the user's key and reads only the browser), as the list page shows it. */
function show() {
  render(
    <ChakraProvider value={appSystem()}>
      <NotificationsSetting userKey="R1" />
    </ChakraProvider>,
  );
  return { user: userEvent.setup({ delay: null }) };
}

describe('turning transfer notifications on', () => {
  it('never asks for permission on load; asks on the button, then says they are on', async () => {
    const browser = browserWith('default', 'granted');
    const { user } = show();
    expect(screen.getByRole('status')).toHaveTextContent(NOTIFICATIONS_OFF_TEXT);
    expect(browser.requestPermission).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Turn on notifications' }));
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(NOTIFICATIONS_ON_TEXT)).toBeInTheDocument();
    expect(localStorage.getItem('transfer-notifications')).toBe('R1');

    await user.click(screen.getByRole('button', { name: 'Turn off notifications' }));
    expect(screen.getByRole('status')).toHaveTextContent(NOTIFICATIONS_OFF_TEXT);
    expect(localStorage.getItem('transfer-notifications')).toBeNull();
  });

  it('refused: says how to allow them, with no button that cannot work', async () => {
    browserWith('default', 'denied');
    const { user } = show();
    await user.click(screen.getByRole('button', { name: 'Turn on notifications' }));
    expect(await screen.findByText(NOTIFICATIONS_BLOCKED_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('already allowed for the site (another user turned them on once): the button turns them on without asking', async () => {
    const browser = browserWith('granted');
    const { user } = show();
    expect(screen.getByRole('status')).toHaveTextContent(NOTIFICATIONS_OFF_TEXT);
    await user.click(screen.getByRole('button', { name: 'Turn on notifications' }));
    expect(await screen.findByText(NOTIFICATIONS_ON_TEXT)).toBeInTheDocument();
    expect(browser.requestPermission).not.toHaveBeenCalled();
  });

  it('shows nothing where the browser cannot show notifications', () => {
    vi.stubGlobal('Notification', undefined);
    show();
    expect(screen.queryByRole('heading', { name: 'Notifications' })).not.toBeInTheDocument();
  });
});
