import { describe, expect, it } from 'vitest';
import { NOTIFICATION_FALLBACK, OPEN_PATH_MESSAGE, notificationTarget } from '../../../sw/routes.ts';
import { OPEN_PATH_MESSAGE as PAGE_MESSAGE, transferPath } from '@/features/transactions/model/open-path.ts';

describe('where a tapped transfer notification leads', () => {
  it.each([
    [{ url: '/transactions/ZW10000005' }, '/transactions/ZW10000005'],
    [{ url: '/transactions/A%2FB' }, '/transactions/A%2FB'],
    [{ url: '/transactions' }, '/transactions'],
    [{ url: 'https://evil.example/transactions/ZW1' }, NOTIFICATION_FALLBACK],
    [{ url: '//evil.example/transactions/ZW1' }, NOTIFICATION_FALLBACK],
    [{ url: '/transactions/ZW1/../../api/x' }, NOTIFICATION_FALLBACK],
    [{ url: '/transactions/ZW1?x=1' }, NOTIFICATION_FALLBACK],
    [{ url: '/transactions/\\evil' }, NOTIFICATION_FALLBACK],
    [{ url: '/send-money' }, NOTIFICATION_FALLBACK],
    [{ url: '/api/remitter/transactions' }, NOTIFICATION_FALLBACK],
    [{ url: 42 }, NOTIFICATION_FALLBACK],
    [null, NOTIFICATION_FALLBACK],
    [undefined, NOTIFICATION_FALLBACK],
    ['/transactions/ZW1', NOTIFICATION_FALLBACK],
  ])('%j -> %s', (data, expected) => {
    expect(notificationTarget(data)).toBe(expected);
  });

  it('the worker and the page name the message alike', () => {
    expect(OPEN_PATH_MESSAGE).toBe(PAGE_MESSAGE);
  });

  it.each([
    ['/transactions/ZW1', '/transactions/ZW1'],
    ['/transactions', '/transactions'],
    ['/profile', undefined],
    ['https://evil.example/transactions/ZW1', undefined],
    ['/transactions/ZW1/x', undefined],
    [7, undefined],
  ])('the page opens %j as %j', (path, expected) => {
    expect(transferPath(path)).toBe(expected);
  });
});
