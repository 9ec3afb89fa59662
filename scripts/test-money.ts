/**
 * `npm run test:money -- --runs N [--seed S]`: the checkout's generated sequences
 * (tests/app/payments/checkout-model.money.test.ts), more of them than `npm test` runs, or
 * one failing seed replayed. Prints the seed of every run so a failure can be replayed.
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '1000' }, seed: { type: 'string' } },
  strict: true,
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs takes a whole number of sequences, e.g. --runs 1000');
  process.exit(2);
}
const seed = values.seed ?? String(Date.now() % 2_147_483_647);
console.log(`== ${runs} generated sequences, seed ${seed}`);
const { status } = spawnSync('npx vitest run --project money', {
  shell: true,
  stdio: 'inherit',
  env: { ...process.env, MONEY_RUNS: String(runs), MONEY_SEED: seed },
});
process.exit(status ?? 1);
