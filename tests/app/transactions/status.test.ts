import { describe, expect, it } from 'vitest';
import {
  canOpenTransaction,
  isAwaitingPayment,
  isPinVisible,
  rowAction,
  statusLabel,
  visiblePin,
} from '@/features/transactions/model/status.ts';

describe('statusLabel (spec §4 Transaction status display)', () => {
  it.each([
    ['PENDING_CLEARANCE', 'Awaiting Payment'],
    ['SENT_FOR_PAY', 'Awaiting Collection'],
    ['HQ_OK', 'Awaiting Collection'],
    ['AGENT_OK', 'Compliance Checking'],
    ['PROCESSED', 'Collected'],
    ['ABORTED', 'Cancelled'],
    ['DELETED', 'Deleted'],
    ['ON_HOLD', 'ON_HOLD'],
    ['processed', 'processed'],
    ['toString', 'toString'],
    ['', ''],
    [undefined, ''],
  ])('%s -> %s', (status, label) => {
    expect(statusLabel(status)).toBe(label);
  });
});

describe('the collection PIN is hidden while PENDING_CLEARANCE or AGENT_OK', () => {
  it.each([
    ['PENDING_CLEARANCE', false],
    ['AGENT_OK', false],
    ['SENT_FOR_PAY', true],
    ['HQ_OK', true],
    ['PROCESSED', true],
    ['ABORTED', true],
    ['DELETED', true],
    ['SOMETHING_NEW', true],
  ])('%s: visible %s', (status, visible) => {
    expect(isPinVisible(status)).toBe(visible);
    expect(visiblePin({ status, collection_pin: '12345678' })).toBe(visible ? '12345678' : undefined);
  });

  it.each([undefined, null, '', '   '])('shows nothing when the server gave no PIN (%j)', (pin) => {
    expect(visiblePin({ status: 'PROCESSED', collection_pin: pin })).toBeUndefined();
  });
});

describe('rowAction and isAwaitingPayment', () => {
  it.each([
    ['PENDING_CLEARANCE', 'Make Payment', true],
    ['AGENT_OK', 'View Details', false],
    ['SENT_FOR_PAY', 'View Details', false],
    ['HQ_OK', 'View Details', false],
    ['PROCESSED', 'View Details', false],
    ['ABORTED', 'View Details', false],
    ['DELETED', 'View Details', false],
    ['WHATEVER', 'View Details', false],
  ])('%s -> %s', (status, action, awaiting) => {
    expect(rowAction(status)).toBe(action);
    expect(isAwaitingPayment(status)).toBe(awaiting);
  });
});

describe('rowAction for an account that may not open a transaction (locked)', () => {
  it.each(['PENDING_CLEARANCE', 'AGENT_OK', 'PROCESSED', 'WHATEVER'])('%s -> no action', (status) => {
    expect(rowAction(status, false)).toBeUndefined();
  });

  it.each(['PENDING_CLEARANCE', 'PROCESSED'])('%s with the page open to it -> an action', (status) => {
    expect(rowAction(status, true)).toBe(rowAction(status));
  });
});

describe('canOpenTransaction: by the remitone status, as the route guard decides (spec: route guard)', () => {
  it.each([
    ['valid', true],
    ['blocked', false],
    ['expired', false],
    ['suspended', false],
    ['', false],
    [null, true],
    [undefined, true],
  ] as const)('%j -> %s', (status, open) => {
    expect(canOpenTransaction(status)).toBe(open);
  });
});
