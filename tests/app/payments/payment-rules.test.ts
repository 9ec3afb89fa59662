import { describe, expect, it } from 'vitest';
import {
  clearPaymentStarted,
  wasPaymentStarted,
  markPaymentStarted,
} from '@/features/payments/model/payment-started.ts';
import {
  isBankTransferMethod,
  paymentMethodId,
  paymentMethodName,
} from '@/features/payments/model/payment-method.ts';
import {
  isPaymentFailure,
  isPaymentSettled,
  pollMessage,
  READ_TRANSACTION_EVERY,
  readsTransaction,
} from '@/features/payments/model/poll-state.ts';
import { paymentOutcome } from '@/features/payments/model/payment-outcome.ts';
import {
  PAYMENT_NOT_INITIATED,
  pollErrorMessages,
  visiblePaymentErrors,
} from '@/features/payments/model/payment-errors.ts';
import { UI_OPTIONS } from '../../../sandbox/data/ui-options.ts';

describe('payment_method as an object or a string id', () => {
  it.each([
    [{ id: '81', name: 'Credit/Debit Card' }, '81'],
    ['82', '82'],
    [' 82 ', '82'],
    [undefined, ''],
    [null, ''],
  ])('paymentMethodId(%j) = %s', (method, id) => {
    expect(paymentMethodId(method)).toBe(id);
  });

  it.each([
    ['81', 'UK', 'Credit/Debit Card'],
    ['82', 'UK', 'Bank Transfer'],
    ['91', 'SA', 'Pay Online'],
    [{ id: '77', name: 'Own name' }, 'UK', 'Own name'],
    ['77', 'UK', undefined],
  ] as const)('paymentMethodName(%j, %s) = %s', (method, country, name) => {
    expect(paymentMethodName(method, UI_OPTIONS, country)).toBe(name);
  });

  it.each([
    ['82', 'UK', true],
    [{ id: '82', name: 'Bank Transfer' }, 'SA', true],
    ['81', 'UK', false],
    ['91', 'SA', false],
  ] as const)('isBankTransferMethod(%j, %s) = %s', (method, country, expected) => {
    expect(isBankTransferMethod(method, UI_OPTIONS, country)).toBe(expected);
  });
});

describe("payment errors (spec §8: 'Payment Not Initiated.' hidden on the detail page)", () => {
  it.each([
    [[PAYMENT_NOT_INITIATED], true, []],
    [[PAYMENT_NOT_INITIATED], false, [PAYMENT_NOT_INITIATED]],
    [[' Payment Not Initiated. '], true, []],
    [['The amount must be ...', PAYMENT_NOT_INITIATED], true, ['The amount must be ...']],
    [['This transaction is not awaiting payment.'], true, ['This transaction is not awaiting payment.']],
    [['', '  '], false, []],
  ])('%j (hidden: %s) -> %j', (messages, hideNotInitiated, shown) => {
    expect(visiblePaymentErrors(messages, { hideNotInitiated })).toEqual(shown);
  });

  it.each([
    ['network', ['An Error occured. Please try again.'], []],
    ['timeout', ['An Error occured. Please try again.'], []],
    ['http', [PAYMENT_NOT_INITIATED], []],
    ['http', ['Transaction not found.'], ['Transaction not found.']],
  ])('a failed poll (%s, %j) shows %j on the detail page', (kind, messages, shown) => {
    expect(pollErrorMessages({ kind, messages }, { hideNotInitiated: true })).toEqual(shown);
  });

  it('shows nothing without an error', () => {
    expect(pollErrorMessages(undefined, { hideNotInitiated: false })).toEqual([]);
  });
});

describe('the poll', () => {
  it.each([
    [{ payment_status: 'pending', transaction_status: 'PENDING_CLEARANCE' }, false],
    [{ payment_status: 'paid', transaction_status: 'AGENT_OK' }, true],
    [{ payment_status: 'cancelled', transaction_status: 'PENDING_CLEARANCE' }, true],
    [{ payment_status: 'pending', transaction_status: 'AGENT_OK' }, true],
    [undefined, false],
  ] as const)('isPaymentSettled(%j) = %s', (result, settled) => {
    expect(isPaymentSettled(result)).toBe(settled);
  });

  it.each([
    [{ message: 'Payment received.' }, 'Payment received.'],
    [{ message: '  ' }, undefined],
    [undefined, undefined],
  ])('pollMessage(%j) = %j', (result, message) => {
    expect(pollMessage(result)).toBe(message);
  });

  it.each([
    ['the first answer', undefined, 'Awaiting payment.', 1, true],
    ['the same message again', 'Awaiting payment.', 'Awaiting payment.', 1, false],
    [
      'the same message, one poll short of half a minute',
      'Awaiting payment.',
      'Awaiting payment.',
      READ_TRANSACTION_EVERY - 1,
      false,
    ],
    [
      'the same message, half a minute on',
      'Awaiting payment.',
      'Awaiting payment.',
      READ_TRANSACTION_EVERY,
      true,
    ],
    ['a new message (the payment moved on)', 'Awaiting payment.', 'Payment received.', 1, true],
    ['no message after one', 'Awaiting payment.', undefined, 1, true],
  ] as const)('readsTransaction: %s → %s', (_name, previous, message, since, reads) => {
    expect(readsTransaction(previous, message, since)).toBe(reads);
  });

  it.each([
    [
      "the spec's failure (status FAIL with its message)",
      { kind: 'status', messages: ['Payment cancelled.'] },
      true,
    ],
    [
      "'Payment Not Initiated.' (nothing started yet)",
      { kind: 'status', messages: [PAYMENT_NOT_INITIATED] },
      false,
    ],
    ['an HTTP error (the poll asks again)', { kind: 'http', messages: ['Server error'] }, false],
    ['a lost connection', { kind: 'network', messages: [] }, false],
    ['no error', undefined, false],
  ] as const)('isPaymentFailure: %s → %s', (_name, error, failure) => {
    expect(isPaymentFailure(error)).toBe(failure);
  });
});

describe('the "just paid" note', () => {
  it('lasts an hour and can be cleared', () => {
    const now = 1_000_000;
    markPaymentStarted('ZW1', now);
    expect(wasPaymentStarted('ZW1', now + 60_000)).toBe(true);
    expect(wasPaymentStarted('ZW1', now + 60 * 60 * 1000 + 1)).toBe(false);
    expect(wasPaymentStarted('ZW2', now)).toBe(false);
    clearPaymentStarted('ZW1');
    expect(wasPaymentStarted('ZW1', now)).toBe(false);
  });

  it('survives a storage that refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('no');
      },
      setItem: () => {
        throw new Error('no');
      },
      removeItem: () => {
        throw new Error('no');
      },
    };
    expect(() => markPaymentStarted('ZW1', 1, refusing)).not.toThrow();
    expect(wasPaymentStarted('ZW1', 1, refusing)).toBe(false);
    expect(() => clearPaymentStarted('ZW1', refusing)).not.toThrow();
  });
});

describe("paymentOutcome: 'Oh Yeah!' or 'Oh Snap! ...' once a payment's outcome is known", () => {
  it.each([
    ['the poll says paid', { payment_status: 'paid' }, 'PENDING_CLEARANCE', 'paid'],
    ['the poll says cancelled', { payment_status: 'cancelled' }, 'PENDING_CLEARANCE', 'failed'],
    [
      'the poll says pending, the transaction still awaits',
      { payment_status: 'pending' },
      'PENDING_CLEARANCE',
      undefined,
    ],
    ['only a message, the transaction awaits collection', {}, 'SENT_FOR_PAY', 'paid'],
    ['only a message, the transaction is at compliance', {}, 'AGENT_OK', 'paid'],
    ['only a message, the transaction was collected', {}, 'PROCESSED', 'paid'],
    ['only a message, the transaction was cancelled: never Oh Yeah!', {}, 'ABORTED', 'cancelled'],
    ['only a message, the transaction was deleted: never Oh Yeah!', {}, 'DELETED', 'deleted'],
    [
      'the poll says paid, yet the transaction was cancelled',
      { payment_status: 'paid' },
      'ABORTED',
      'cancelled',
    ],
    ['only a message, a status the spec does not name', {}, 'ON_HOLD', undefined],
    ['only a message, the transaction still awaits', {}, 'PENDING_CLEARANCE', undefined],
    ['no answer yet, the transaction not known', undefined, undefined, undefined],
  ] as const)('%s', (_name, result, status, expected) => {
    expect(paymentOutcome(result, status)).toBe(expected);
  });

  it.each([
    ['the poll failed, the transaction still awaits: Oh Snap!', 'PENDING_CLEARANCE', 'failed'],
    ['the poll failed, the transaction not read yet: Oh Snap!', undefined, 'failed'],
    ['the poll failed, yet the transaction was paid: its own status wins', 'SENT_FOR_PAY', 'paid'],
    ['the poll failed and the transaction was cancelled', 'ABORTED', 'cancelled'],
  ] as const)('a failed poll (only its message): %s', (_name, status, expected) => {
    expect(paymentOutcome({}, status, true)).toBe(expected);
  });
});
