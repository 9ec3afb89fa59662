import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const SCRIPT = fileURLToPath(new URL('../../scripts/install-debian-packages.sh', import.meta.url));
const FILES = {
  chromium: '/usr/bin/chromium',
  'chromium-headless-shell': '/usr/bin/chromium-headless-shell',
  nginx: '/usr/sbin/nginx',
};
type Package = keyof typeof FILES;

let root: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'debian-packages-'));
  mkdirSync(join(root, 'bin'));
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

/** A stand-in command on the script's PATH: it records how it was called, then runs `script`. */
function fakeCommand(name: string, script: string): void {
  const file = join(root, 'bin', name);
  writeFileSync(file, `#!/usr/bin/env bash\necho "${name} $*" >> "${join(root, 'calls')}"\n${script}\n`);
  chmodSync(file, 0o755);
}

/**
 * The script on a machine that has `present` (under a stand-in root), run by `user` (root or not),
 * with an apt-get that exits with `aptStatus`: its exit code, its messages and the commands it ran.
 */
function install({
  present = [],
  user = 'root',
  aptStatus = 0,
  env = {},
}: {
  present?: Package[];
  user?: 'root' | 'someone';
  aptStatus?: number;
  env?: Record<string, string>;
}) {
  for (const name of present) {
    const file = join(root, 'files', FILES[name]);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, '');
  }
  fakeCommand('id', `echo ${user === 'root' ? 0 : 1000}`);
  fakeCommand('apt-get', `exit ${aptStatus}`);
  const run = spawnSync('bash', [SCRIPT], {
    encoding: 'utf8',
    env: {
      PATH: `${join(root, 'bin')}:/usr/bin:/bin`,
      FILES_ROOT: join(root, 'files'),
      ...env,
    },
  });
  let calls: string[] = [];
  try {
    calls = readFileSync(join(root, 'calls'), 'utf8').trim().split('\n');
  } catch {
    // no command was run
  }
  return {
    status: run.status,
    output: run.stdout + run.stderr,
    apt: calls.filter((call) => call.startsWith('apt-get')),
  };
}

describe('scripts/install-debian-packages.sh (what the journeys need from Debian)', () => {
  it('does nothing when chromium, its headless shell and nginx are there', () => {
    const run = install({ present: ['chromium', 'chromium-headless-shell', 'nginx'] });
    expect(run).toMatchObject({ status: 0, apt: [] });
  });

  it('installs only what is missing, as root, through apt-get', () => {
    const run = install({ present: ['chromium'] });
    expect(run.status).toBe(0);
    expect(run.apt).toEqual(['apt-get update -qq', 'apt-get install -y -qq chromium-headless-shell nginx']);
  });

  it('takes a browser named by its environment variable as there', () => {
    const run = install({
      present: ['nginx'],
      env: { CHROMIUM_PATH: '/opt/chromium', CHROMIUM_HEADLESS_SHELL_PATH: '/opt/headless-shell' },
    });
    expect(run).toMatchObject({ status: 0, apt: [] });
  });

  it('as another user, says what to install and fails, installing nothing', () => {
    const run = install({ present: ['nginx'], user: 'someone' });
    expect(run.status).toBe(1);
    expect(run.output).toContain(
      'Missing Debian packages: chromium chromium-headless-shell. Install them: sudo apt-get install -y chromium chromium-headless-shell',
    );
    expect(run.apt).toEqual([]);
  });

  it('fails when apt-get cannot install them', () => {
    const run = install({ aptStatus: 100 });
    expect(run.status).toBe(1);
    expect(run.output).toContain('apt-get could not install them.');
  });
});
