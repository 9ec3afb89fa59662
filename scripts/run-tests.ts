/**
 * `npm test`: everything, on a fresh machine too. It first installs from Debian what the browser
 * journeys need when it is missing (scripts/install-debian-packages.sh), then runs the stages and
 * prints how long each took. The checks and the build are single-threaded, so they run two at a
 * time (concurrently, with each one's output kept together); Vitest and Playwright use both cores
 * themselves and run alone, after them.
 * Stops after the first group with a failure, with its exit code.
 */
import { spawnSync } from 'node:child_process';
import concurrently, { type CloseEvent } from 'concurrently';

/** Groups of stages in order; the stages of a group run side by side. */
const GROUPS: [string, string][][] = [
  [
    ['typecheck', 'npm run typecheck'],
    ['lint', 'npm run lint'],
    ['format', 'npm run format:check'],
    ['build', 'npm run build'],
  ],
  [['vitest', 'npm run test:unit']],
  [['playwright', 'npx playwright test']],
];

function run(command: string): number {
  return spawnSync(command, { shell: true, stdio: 'inherit' }).status ?? 1;
}

/** Runs a group's stages, two at a time; each stage's exit code and seconds. */
async function runGroup(stages: [string, string][]): Promise<CloseEvent[]> {
  const { result } = concurrently(
    stages.map(([name, command]) => ({ name, command })),
    // One stage alone shows its output as it comes; side by side, each one's output is kept whole.
    { maxProcesses: 2, group: true, prefix: 'name', padPrefix: true, raw: stages.length === 1 },
  );
  // The result rejects when a stage failed, with the same close events.
  return result.then(
    (events) => events,
    (events: CloseEvent[]) => events,
  );
}

const times: string[] = [];
const started = Date.now();
// What the journeys need from Debian (scripts/install-debian-packages.sh; .ci/run has started it
// beside npm ci already, and then it finds everything there).
if (run('bash scripts/install-debian-packages.sh') !== 0) process.exit(1);
for (const stages of GROUPS) {
  const events = await runGroup(stages);
  for (const event of [...events].sort((a, b) => a.index - b.index)) {
    const seconds = Math.round(event.timings.durationSeconds);
    times.push(`${event.command.name} ${seconds} s`);
    console.log(`== ${event.command.name}: ${event.exitCode === 0 ? 'passed' : 'FAILED'} in ${seconds} s`);
  }
  const failed = events.find((event) => event.exitCode !== 0);
  if (failed) {
    console.log(`== stages: ${times.join(', ')}`);
    process.exit(typeof failed.exitCode === 'number' ? failed.exitCode || 1 : 1);
  }
}
console.log(`== stages: ${times.join(', ')}; all in ${Math.round((Date.now() - started) / 1000)} s`);
