import { describe, expect, it } from 'vitest';
import { stepStateText, transferTimeline } from '@/features/transactions/model/timeline.ts';

const states = (status: string) =>
  transferTimeline(status, '5 Jan 2025, 14:30').map((s) => `${s.label}:${s.state}`);

describe('the timeline of a transfer, from its status alone', () => {
  it.each([
    [
      'PENDING_CLEARANCE',
      [
        'Transfer created:done',
        'Awaiting payment:current',
        'Compliance checking:upcoming',
        'Ready for collection:upcoming',
        'Collected:upcoming',
      ],
    ],
    [
      'AGENT_OK',
      [
        'Transfer created:done',
        'Paid:done',
        'Compliance checking:current',
        'Ready for collection:upcoming',
        'Collected:upcoming',
      ],
    ],
    [
      'SENT_FOR_PAY',
      [
        'Transfer created:done',
        'Paid:done',
        'Compliance checking:done',
        'Ready for collection:current',
        'Collected:upcoming',
      ],
    ],
    [
      'HQ_OK',
      [
        'Transfer created:done',
        'Paid:done',
        'Compliance checking:done',
        'Ready for collection:current',
        'Collected:upcoming',
      ],
    ],
    [
      'PROCESSED',
      [
        'Transfer created:done',
        'Paid:done',
        'Compliance checking:done',
        'Ready for collection:done',
        'Collected:current',
      ],
    ],
    ['ABORTED', ['Transfer created:done', 'Cancelled:current']],
    ['DELETED', ['Transfer created:done', 'Deleted:current']],
    ['ON_HOLD_X', ['Transfer created:done', 'ON_HOLD_X:current']],
    ['', ['Transfer created:done', 'Unknown status:current']],
  ])('%s', (status, expected) => {
    expect(states(status)).toEqual(expected);
  });

  it('dates the creation (the one date the API gives), and no other step', () => {
    const steps = transferTimeline('SENT_FOR_PAY', '5 Jan 2025, 14:30');
    expect(steps[0]).toMatchObject({ id: 'created', date: '5 Jan 2025, 14:30' });
    expect(steps.slice(1).every((step) => step.date === undefined)).toBe(true);
  });

  it.each([
    ['done', 'done'],
    ['current', 'current step'],
    ['upcoming', 'to come'],
  ] as const)('a %s step reads %j', (state, text) => {
    expect(stepStateText(state)).toBe(text);
  });
});
