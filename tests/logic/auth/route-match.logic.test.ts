import { describe, expect, it } from 'vitest';
import { matchRoute, safeNext } from '@/config/route-match.ts';
import * as guard from '@/app/route-guard.ts';
import { routes } from '@/config/paths.ts';

describe('safeNext: where the login page sends the user', () => {
  it.each([
    ['/transactions', '/transactions'],
    ['/transactions/TX123?tab=1', '/transactions/TX123?tab=1'],
    ['/beneficiaries/new', '/beneficiaries/new'],
    [null, '/send-money'],
    ['', '/send-money'],
    ['/', '/send-money'],
    ['/login', '/send-money'],
    ['//evil.example/x', '/send-money'],
    ['/\\evil.example', '/send-money'],
    ['https://evil.example/', '/send-money'],
    ['/no-such-page', '/send-money'],
  ])('%j -> %s', (next, target) => {
    expect(safeNext(next, '/send-money')).toBe(target);
  });
});

describe('matchRoute', () => {
  it.each([
    ['/beneficiaries/new', routes.beneficiaryNew],
    ['/beneficiaries/B1', routes.beneficiaryUpdate],
    ['/kyc-verification/R1', routes.kycLink],
    ['/nowhere', undefined],
  ])('%s', (path, route) => {
    expect(matchRoute(path)).toBe(route);
  });

  it('is still exported by the route guard for existing imports', () => {
    expect(guard.safeNext).toBe(safeNext);
    expect(guard.matchRoute).toBe(matchRoute);
  });
});
