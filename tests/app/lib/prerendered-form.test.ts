import { describe, expect, it } from 'vitest';
import { READY, SUBMIT_PENDING, takeOverPrerenderedForm } from '@/lib/prerendered-form.ts';

/** A form as index.html leaves it, counting the submissions the app would handle. */
function paintedForm({ pressedBeforeReady }: { pressedBeforeReady: boolean }) {
  const form = document.createElement('form');
  if (pressedBeforeReady) form.setAttribute(SUBMIT_PENDING, '');
  const sent: Event[] = [];
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    sent.push(event);
  });
  document.body.append(form);
  return { form, sent };
}

describe('a prerendered form the app takes over (index.html holds submissions until then)', () => {
  it.each([
    { pressedBeforeReady: true, submissions: 1 },
    { pressedBeforeReady: false, submissions: 0 },
  ])('Login pressed before the app was ready: $pressedBeforeReady → sent $submissions time(s)', (row) => {
    const { form, sent } = paintedForm(row);
    takeOverPrerenderedForm(form);
    expect(sent).toHaveLength(row.submissions);
    expect(form.hasAttribute(SUBMIT_PENDING)).toBe(false);
    expect(form.hasAttribute(READY)).toBe(true);
    // Taken over twice (a re-render), a past press is not sent again.
    takeOverPrerenderedForm(form);
    expect(sent).toHaveLength(row.submissions);
    form.remove();
  });

  it('does nothing without a form', () => {
    expect(() => takeOverPrerenderedForm(null)).not.toThrow();
  });
});
