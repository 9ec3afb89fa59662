import { describe, expect, it } from 'vitest';
import { encode } from 'uqr';
import { UI_OPTIONS } from '../../../sandbox/data/ui-options.ts';
import { contactCountries } from '@/features/shell/model/contact-countries.ts';
import { versionText } from '@/features/shell/model/version-text.ts';
import { safeUrl, safeWebUrl, isWebUrl } from '@/features/shell/model/safe-url.ts';
import { countryName } from '@/features/shell/model/country-name.ts';
import { qrPath } from '@/features/shell/model/qr-path.ts';

describe('contactCountries', () => {
  it.each([
    ['UK', ['uk']],
    ['SA', ['sa']],
    [undefined, ['uk', 'sa']],
    [null, ['uk', 'sa']],
    ['ZW', ['uk', 'sa']],
  ])('%s -> %j', (country, expected) => {
    expect(contactCountries(country)).toEqual(expected);
  });
});

describe('safeUrl', () => {
  it.each([
    ['https://example.com/terms', 'https://example.com/terms'],
    ['  http://example.com/a  ', 'http://example.com/a'],
    ['mailto:help.uk@example.com', 'mailto:help.uk@example.com'],
    ['tel:+442079460000', 'tel:+442079460000'],
    ['javascript:alert(1)', undefined],
    ['data:text/html,hi', undefined],
    ['/relative', undefined],
    ['', undefined],
    [undefined, undefined],
    [42, undefined],
  ])('%j -> %j', (value, expected) => {
    expect(safeUrl(value)).toBe(expected);
  });

  it('safeWebUrl accepts http(s) only', () => {
    expect(safeWebUrl('https://wallet.example.com/login')).toBe('https://wallet.example.com/login');
    expect(safeWebUrl('mailto:a@b.c')).toBeUndefined();
    expect(isWebUrl('https://x.example')).toBe(true);
    expect(isWebUrl('tel:+1')).toBe(false);
  });
});

describe('countryName', () => {
  it('reads the names of countries.source', () => {
    expect(countryName(UI_OPTIONS, 'uk')).toBe('United Kingdom');
    expect(countryName(UI_OPTIONS, 'sa')).toBe('South Africa');
    expect(countryName(undefined, 'uk')).toBeUndefined();
    expect(countryName({ countries: {} }, 'uk')).toBeUndefined();
  });
});

describe('versionText', () => {
  it('reads Version x (build n)', () => {
    expect(versionText({ version: '0.2.04', buildNumber: '17' })).toBe('Version 0.2.04 (build 17)');
  });
});

describe('qrPath', () => {
  it('draws one unit square per dark module of the QR code, quiet zone included', () => {
    const { size, data } = encode(UI_OPTIONS.links.mobile_app, { ecc: 'M', border: 2 });
    const path = qrPath(UI_OPTIONS.links.mobile_app);
    expect(path.size).toBe(size);
    const dark = data.flat().filter(Boolean).length;
    expect(path.d.match(/M\d+ \d+h1v1h-1z/g)).toHaveLength(dark);
    expect(path.d.startsWith('M')).toBe(true);
    expect(qrPath('https://example.com/other').d).not.toBe(path.d);
  });
});
