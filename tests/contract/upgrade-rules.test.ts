import { describe, expect, it } from 'vitest';
import { canUpgrade, upgradeTargets } from '../../sandbox/rules/upgrade.ts';
import { limitedUpgradeFiles, registrationIdDetails } from '../../sandbox/rules/id-documents.ts';

describe('upgradeTargets and canUpgrade', () => {
  it.each([
    ['UK', 'lite', ['limited', 'unlimited']],
    ['UK', 'limited', ['unlimited']],
    ['UK', 'unlimited', []],
    ['SA', 'lite', ['limited']],
    ['SA', 'limited', []],
    ['SA', 'unlimited', []],
  ] as const)('%s %s -> %j', (country, tier, targets) => {
    expect(upgradeTargets(country, tier)).toEqual(targets);
    for (const target of ['lite', 'limited', 'unlimited', '']) {
      expect(canUpgrade(country, tier, target)).toBe((targets as readonly string[]).includes(target));
    }
  });
});

describe('limitedUpgradeFiles', () => {
  it.each([
    ['UK', 'drivingLicence', ['id1']],
    ['UK', 'Passport', ['id1', 'id2']],
    ['UK', 'Other', ['id1', 'id2']],
    ['UK', 'Residence_Permit', ['id1', 'id1_scan2', 'id2']],
    ['SA', 'SA_National_ID', ['id1']],
    ['SA', 'Passport', ['id1', 'id3']],
    ['SA', 'Foreign_National ID', ['id1', 'id3']],
    ['SA', 'Other', ['id1', 'id4']],
  ] as const)('%s %s -> %j', (country, type, files) => {
    expect(limitedUpgradeFiles(country, type)).toEqual(files);
  });
});

describe('registrationIdDetails', () => {
  it.each([
    ['SA_National_ID', []],
    ['Passport', ['id3_details']],
    ['Foreign_National ID', ['id3_details']],
    ['Other', ['id4_details']],
    ['', []],
  ])('%j -> %j', (type, details) => expect(registrationIdDetails(type)).toEqual(details));
});
