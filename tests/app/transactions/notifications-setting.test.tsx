import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import {
  NOTIFICATIONS_BLOCKED_TEXT,
  NOTIFICATIONS_OFF_TEXT,
  NOTIFICATIONS_ON_TEXT,
  NotificationsSetting,
} from '@/features/transactions/components/notifications-setting.tsx';
import { renderPage, usePageTestEnv } from '../../support/render-page.tsx';

usePageTestEnv();

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

const show = () =>
  renderPage(<NotificationsSetting userKey="R1" />, { path: '/transactions', pattern: '/transactions' });

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
