import { GOALS, verdict } from './goals.ts';
import { CPU_SLOWDOWN, KEYS, THRESHOLD_MS, type TypingRun } from './inp.ts';
import { printHeading } from './print-table.ts';
import { median } from './stats.ts';

/** The slowest keystroke, as the median over the runs. */
export const typingFigure = (runs: TypingRun[]) => median(runs.map((run) => run.max));

export function printTyping(runs: TypingRun[]): void {
  printHeading(
    `Typing in /send-money's amount field at ${CPU_SLOWDOWN}x CPU slowdown (phone 360x740, uk.sender; ` +
      `keys ${KEYS.join(' ')}; Event Timing, median of ${runs.length} runs)`,
  );
  const slowest = typingFigure(runs);
  console.log(
    `slowest keystroke ${Math.round(slowest)} ms   median keystroke ${Math.round(median(runs.map((r) => r.median)))} ms   ` +
      `${verdict(slowest <= GOALS.typingMaxMs)} (target at most ${GOALS.typingMaxMs} ms)`,
  );
  for (const run of runs) {
    console.log(
      `  run: ${run.keystrokes.map((ms) => Math.round(ms)).join(', ')} ms; the field then read '${run.value}'`,
    );
  }
  console.log(
    `(a keystroke under ${THRESHOLD_MS} ms is not reported by the browser and counts as ${THRESHOLD_MS})`,
  );
}
