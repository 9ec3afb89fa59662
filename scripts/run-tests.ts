/**
 * `npm test`: everything, in order, on a fresh machine too. It first installs from Debian what the
 * browser journeys need when it is missing (chromium; as root, through apt-get, never a download of
 * a browser of Playwright's own), then runs each stage and prints how long it took. Stops at the
 * first stage that fails, with its exit code.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Debian packages the tests need, by the file each provides. */
const DEBIAN_PACKAGES: Record<string, string> = { '/usr/bin/chromium': 'chromium' };

const STAGES: [string, string][] = [
  ['typecheck', 'npm run typecheck'],
  ['lint', 'npm run lint'],
  ['format', 'npm run format:check'],
  ['vitest', 'npm run test:unit'],
  ['build', 'npm run build'],
  ['playwright', 'npx playwright test'],
];

function run(command: string, env: NodeJS.ProcessEnv = process.env): number {
  return spawnSync(command, { shell: true, stdio: 'inherit', env }).status ?? 1;
}

function installMissing(): void {
  const missing = Object.entries(DEBIAN_PACKAGES)
    .filter(([file]) => !existsSync(file) && !process.env.CHROMIUM_PATH)
    .map(([, name]) => name);
  if (missing.length === 0) return;
  const root = process.getuid?.() === 0;
  if (!root) {
    console.error(
      `Missing Debian packages: ${missing.join(' ')}. Install them: sudo apt-get install -y ${missing.join(' ')}`,
    );
    process.exit(1);
  }
  console.log(`== installing from Debian: ${missing.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (run('apt-get update -qq', env) !== 0 || run(`apt-get install -y -qq ${missing.join(' ')}`, env) !== 0) {
    console.error('apt-get could not install them.');
    process.exit(1);
  }
}

const times: string[] = [];
const started = Date.now();
installMissing();
for (const [name, command] of STAGES) {
  const start = Date.now();
  const code = run(command);
  const seconds = Math.round((Date.now() - start) / 1000);
  times.push(`${name} ${seconds} s`);
  console.log(`== ${name}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s`);
  if (code !== 0) {
    console.log(`== stages: ${times.join(', ')}`);
    process.exit(code);
  }
}
console.log(`== stages: ${times.join(', ')}; all in ${Math.round((Date.now() - started) / 1000)} s`);
