import { describe, expect, it } from 'vitest';
import type { VersionMeta } from '@/api/contract.ts';
import { asVersionMeta, isNewerBuild } from '@/features/pwa/model/newer-build.ts';

const running: VersionMeta = { version: '0.2.04', buildNumber: '101', buildTime: '2025-06-01T10:00:00.000Z' };
const at = (secondsLater: number) =>
  new Date(Date.parse(running.buildTime) + secondsLater * 1000).toISOString();

describe('isNewerBuild (spec §9: version differs, or buildNumber differs and buildTime > 60 s later)', () => {
  it.each<[string, Partial<VersionMeta>, boolean]>([
    ['identical build', {}, false],
    ['another version, same build number and time', { version: '0.2.05' }, true],
    ['another version, even an earlier one', { version: '0.2.03' }, true],
    ['another version, built earlier', { version: '0.2.05', buildTime: at(-3600) }, true],
    ['another build number, 61 s later', { buildNumber: '102', buildTime: at(61) }, true],
    ['another build number, 1 h later', { buildNumber: '102', buildTime: at(3600) }, true],
    ['another build number, exactly 60 s later', { buildNumber: '102', buildTime: at(60) }, false],
    ['another build number, 59 s later', { buildNumber: '102', buildTime: at(59) }, false],
    ['another build number, built earlier', { buildNumber: '100', buildTime: at(-120) }, false],
    ['same build number, 1 h later', { buildTime: at(3600) }, false],
    ['another build number, unreadable time', { buildNumber: '102', buildTime: 'soon' }, false],
  ])('%s -> %s', (_name, change, expected) => {
    expect(isNewerBuild(running, { ...running, ...change })).toBe(expected);
  });
});

describe('asVersionMeta', () => {
  it.each<[string, unknown, VersionMeta | null]>([
    ['a meta.json', running, running],
    ['a numeric build number', { ...running, buildNumber: 7 }, { ...running, buildNumber: '7' }],
    ['null', null, null],
    ['an HTML page', '<!doctype html>', null],
    ['no version', { buildNumber: '1', buildTime: running.buildTime }, null],
    ['no build time', { version: '1', buildNumber: '1' }, null],
  ])('%s', (_name, value, expected) => {
    expect(asVersionMeta(value)).toEqual(expected);
  });
});
