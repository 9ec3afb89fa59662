import { describe, expect, it } from 'vitest';
import { noticeText, transferNotices } from '@/features/transactions/model/notify-rule.ts';

const before = (entries: [string, string][]) => new Map(entries.map(([ref, status]) => [ref, { status }]));
const list = (entries: [string, string][]) => entries.map(([trans_ref, status]) => ({ trans_ref, status }));

describe('which changes notify', () => {
  it.each([
    ['collected (from ready for collection)', 'SENT_FOR_PAY', 'PROCESSED', 'collected'],
    ['collected (from compliance, two steps at once)', 'AGENT_OK', 'PROCESSED', 'collected'],
    ['collected (HQ_OK)', 'HQ_OK', 'PROCESSED', 'collected'],
    ['needs payment again (from compliance)', 'AGENT_OK', 'PENDING_CLEARANCE', 'needs-payment'],
    ['paid: compliance checking', 'PENDING_CLEARANCE', 'AGENT_OK', undefined],
    ['ready for collection', 'AGENT_OK', 'SENT_FOR_PAY', undefined],
    ['cancelled (marked on the list, not notified)', 'PENDING_CLEARANCE', 'ABORTED', undefined],
    ['deleted', 'AGENT_OK', 'DELETED', undefined],
    ['unchanged, collected: once each', 'PROCESSED', 'PROCESSED', undefined],
    ['unchanged, awaiting payment', 'PENDING_CLEARANCE', 'PENDING_CLEARANCE', undefined],
  ])('%s', (_label, from, to, kind) => {
    const notices = transferNotices(before([['ZW1', from]]), list([['ZW1', to]]));
    expect(notices).toEqual(kind ? [{ kind, reference: 'ZW1' }] : []);
  });

  it.each([
    ['collected', 'PROCESSED'],
    ['awaiting payment', 'PENDING_CLEARANCE'],
  ])('a transfer seen for the first time, %s, does not notify', (_label, status) => {
    expect(transferNotices(before([['ZW1', 'AGENT_OK']]), list([['ZW2', status]]))).toEqual([]);
    expect(transferNotices(new Map(), list([['ZW2', status]]))).toEqual([]);
  });

  it('once each: the same answer saved again notifies nothing', () => {
    const first = transferNotices(before([['ZW1', 'SENT_FOR_PAY']]), list([['ZW1', 'PROCESSED']]));
    expect(first).toHaveLength(1);
    const again = transferNotices(before([['ZW1', 'PROCESSED']]), list([['ZW1', 'PROCESSED']]));
    expect(again).toEqual([]);
  });

  it('several changes in one list: one notice each, in list order', () => {
    const notices = transferNotices(
      before([
        ['ZW3', 'SENT_FOR_PAY'],
        ['ZW2', 'AGENT_OK'],
        ['ZW1', 'HQ_OK'],
      ]),
      list([
        ['ZW3', 'PROCESSED'],
        ['ZW2', 'PENDING_CLEARANCE'],
        ['ZW1', 'PROCESSED'],
      ]),
    );
    expect(notices.map((n) => `${n.reference}:${n.kind}`)).toEqual([
      'ZW3:collected',
      'ZW2:needs-payment',
      'ZW1:collected',
    ]);
  });
});

describe('what a notification says', () => {
  it('collected: the reference only, a tag per transfer and kind, and its page', () => {
    expect(noticeText({ kind: 'collected', reference: 'ZW10000005' })).toEqual({
      title: 'Your transfer was collected',
      body: 'Transfer ZW10000005 has been collected.',
      tag: 'transfer-collected-ZW10000005',
      url: '/transactions/ZW10000005',
    });
  });

  it('needs payment', () => {
    expect(noticeText({ kind: 'needs-payment', reference: 'ZW1' })).toEqual({
      title: 'Your transfer needs payment',
      body: 'Transfer ZW1 is awaiting payment. Open it to pay.',
      tag: 'transfer-needs-payment-ZW1',
      url: '/transactions/ZW1',
    });
  });

  it('a reference with unsafe characters is encoded in the page address', () => {
    expect(noticeText({ kind: 'collected', reference: 'A/B?' }).url).toBe('/transactions/A%2FB%3F');
  });
});
