import { describe, expect, it } from 'vitest';
import {
  MIGRATION_CLOSED,
  nextMigration,
  type MigrationEvent,
  type MigrationState,
} from '@/features/send-money/model/migration.ts';

const R = { remitter_id: 'R100006', mobile: '447700900006' };
const OTHER = { remitter_id: 'R100007', mobile: '447700900007' };
const offer: MigrationState = { kind: 'offer', remitter: R };
const otp: MigrationState = { kind: 'otp', remitter: R, verified: false };
const verified: MigrationState = { kind: 'otp', remitter: R, verified: true };
const onboarded: MigrationState = { kind: 'onboarded', remitter: R };
const leaving: MigrationState = { kind: 'leaving' };

const found = (remitter = R): MigrationEvent => ({ type: 'found', remitter });

describe('the migration dialogs (doc 1 §4 Migration)', () => {
  it.each<[string, MigrationState, MigrationEvent, MigrationState]>([
    ['a match opens Account Migration', MIGRATION_CLOSED, found(), offer],
    [
      'another match while it is open shows that one',
      offer,
      found(OTHER),
      { kind: 'offer', remitter: OTHER },
    ],
    ['a match while the code modal is open changes nothing', otp, found(OTHER), otp],
    ['Yes sent the code: the offer closes, the code modal opens', offer, { type: 'otp-sent' }, otp],
    ['Re-send keeps the code modal', otp, { type: 'otp-sent' }, otp],
    ['Re-send after verifying keeps the verification', verified, { type: 'otp-sent' }, verified],
    ['No, log me out', offer, { type: 'decline' }, leaving],
    ['closing the offer', offer, { type: 'dismiss', dialog: 'offer' }, MIGRATION_CLOSED],
    ['closing the code modal', otp, { type: 'dismiss', dialog: 'otp' }, MIGRATION_CLOSED],
    ['a late close of the offer leaves the code modal open', otp, { type: 'dismiss', dialog: 'offer' }, otp],
    ['a close of the code modal does not close the offer', offer, { type: 'dismiss', dialog: 'otp' }, offer],
    ['the code verified', otp, { type: 'verified' }, verified],
    ['onboarded after verification: the modal closes', verified, { type: 'onboarded' }, onboarded],
    ['onboarded without verification is ignored', otp, { type: 'onboarded' }, otp],
    ['a code sent with nothing open is ignored', MIGRATION_CLOSED, { type: 'otp-sent' }, MIGRATION_CLOSED],
    ['decline with nothing open is ignored', MIGRATION_CLOSED, { type: 'decline' }, MIGRATION_CLOSED],
    ['verified on the offer is ignored', offer, { type: 'verified' }, offer],
    ['once onboarded nothing reopens', onboarded, found(), onboarded],
    ['once leaving nothing reopens', leaving, found(), leaving],
    ['leaving ignores a late close', leaving, { type: 'dismiss', dialog: 'offer' }, leaving],
  ])('%s', (_name, state, event, expected) => {
    expect(nextMigration(state, event)).toEqual(expected);
  });
});
