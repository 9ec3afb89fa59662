import { describe, expect, it } from 'vitest';
import { canUpgrade, upgradeTargets } from '../../sandbox/rules/upgrade.ts';
import { limitedUpgradeNeeds, registrationIdDetails } from '../../sandbox/rules/id-documents.ts';
import { UI_OPTIONS } from '../../sandbox/data/ui-options.ts';

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

describe('limitedUpgradeNeeds', () => {
  const ui = UI_OPTIONS.id_types;
  it.each([
    ['UK', 'drivingLicence', ['id1'], []],
    ['UK', 'Passport', ['id1', 'id2'], []],
    ['UK', 'Other', ['id1', 'id2'], []],
    ['UK', 'Residence_Permit', ['id1', 'id1_scan2', 'id2'], []],
    ['SA', 'SA_National_ID', ['id1'], ['id2_type']],
    ['SA', 'Passport', ['id1'], ['id2_type', 'id3_details']],
    ['SA', 'Foreign_National ID', ['id1'], ['id2_type', 'id3_details']],
    ['SA', 'Other', ['id1'], ['id2_type', 'id4_details']],
  ] as const)("%s %s (the UI options' flags) -> files %j, details %j", (country, type, files, details) => {
    const idTypes = country === 'UK' ? ui.uk.id1 : ui.sa.id1;
    expect(limitedUpgradeNeeds(country, type, idTypes)).toEqual({ files, details });
  });

  it.each([
    ['UK', 'Residence_Permit', ['id1', 'id1_scan2', 'id2'], []],
    ['UK', 'Passport', ['id1', 'id2'], []],
    ['UK', 'unknown', ['id1'], []],
    ['SA', 'Passport', ['id1'], ['id2_type', 'id3_details']],
    ['SA', 'Other', ['id1'], ['id2_type', 'id4_details']],
  ] as const)("without flags, the spec's example types: %s %s", (country, type, files, details) => {
    expect(limitedUpgradeNeeds(country, type, [])).toEqual({ files, details });
  });

  it('follows the flags where the options carry them, whatever the type is called', () => {
    const idTypes = [
      { type: 'Passport', code: 'Passport', proof_of_address: false, id1_scan2_required: true },
      {
        type: 'Asylum paper',
        code: 'asylum',
        foreign_id_number_required: true,
        permit_number_required: true,
      },
    ];
    expect(limitedUpgradeNeeds('UK', 'Passport', idTypes)).toEqual({
      files: ['id1', 'id1_scan2'],
      details: [],
    });
    expect(limitedUpgradeNeeds('SA', 'asylum', idTypes)).toEqual({
      files: ['id1'],
      details: ['id2_type', 'id3_details', 'id4_details'],
    });
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
