import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SANDBOX_PATHS } from './env.ts';

/** Debian's nginx (`apt-get install -y nginx`). */
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export interface NginxOptions {
  /** The build folder, with the nginx.conf `npm run build` wrote into it. */
  root: string;
  /** The port the sandbox answers on (127.0.0.1). */
  upstreamPort: number;
  /** The port nginx listens on; a free one when 0. */
  port?: number;
}

export interface RunningNginx {
  url: string;
  port: number;
  /** Reads the configuration again, the build's nginx.conf included (after a deploy). */
  reload: () => void;
  stop: () => Promise<void>;
  /** Settles when nginx ends (by stop() or on its own), with its exit code. */
  exited: Promise<number | null>;
}

/**
 * Where a free port is picked: below Linux's ephemeral ports (32768 and up by default), from which
 * the system gives every outgoing connection its local port and every listen on port 0 its port.
 * A port picked there and bound a moment later by nginx could be taken in between by one of the
 * tests' own connections (nginx: "bind() ... Address already in use"); one picked here cannot.
 */
export const FREE_PORT_RANGE = { from: 20_000, to: 32_000 } as const;

/** Whether something may listen on `port` of 127.0.0.1 now. */
function canListen(port: number): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer();
    probe.once('error', () => done(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => done(true)));
  });
}

/** A port nothing listens on now, outside the ephemeral ports (FREE_PORT_RANGE). */
export async function freePort(): Promise<number> {
  const { from, to } = FREE_PORT_RANGE;
  for (let tries = 0; tries < 100; tries += 1) {
    const port = from + Math.floor(Math.random() * (to - from));
    if (await canListen(port)) return port;
  }
  throw new Error(`No free port between ${from} and ${to}.`);
}

/**
 * The configuration a deployment would write: a server block serving the build folder that
 * includes the build's own nginx.conf (headers, caching, routes), plus what only a machine
 * without the real services needs: those paths proxied to the sandbox. Everything nginx writes
 * goes to `work` (it runs as the current user).
 */
export function nginxMainConf(options: Required<NginxOptions>, work: string): string {
  const root = resolve(options.root);
  const upstream = `http://127.0.0.1:${options.upstreamPort}`;
  // The sandbox's paths: its services, the hosted payment page and its controls.
  const proxies = SANDBOX_PATHS.map(
    (path) => `    location ^~ ${path}/ {
      proxy_pass ${upstream};
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_buffering off;
    }`,
  ).join('\n');
  // Started as root, nginx hands requests to 'nobody', who may not read a build in a private
  // folder (a temporary one, a CI checkout): this nginx runs as whoever starts it.
  const user = process.getuid?.() === 0 ? 'user root root;\n' : '';
  return `${user}daemon off;
worker_processes 1;
pid ${work}/nginx.pid;
error_log stderr warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  client_body_temp_path ${work}/body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
  server {
    listen 127.0.0.1:${options.port};
    root ${root};
    include ${root}/nginx.conf;
${proxies}
  }
}
`;
}

/** Starts nginx in front of the sandbox; resolves once it answers. */
export async function startNginx(options: NginxOptions): Promise<RunningNginx> {
  if (!existsSync(NGINX))
    throw new Error(`nginx is not installed: apt-get install -y nginx (looked for ${NGINX})`);
  if (!existsSync(join(options.root, 'nginx.conf')))
    throw new Error(`${options.root}/nginx.conf is missing: run npm run build first.`);
  const port = options.port || (await freePort());
  const work = mkdtempSync(join(tmpdir(), 'nginx-'));
  mkdirSync(join(work, 'logs'));
  const conf = join(work, 'nginx.conf');
  writeFileSync(conf, nginxMainConf({ ...options, port }, work));
  const child: ChildProcess = spawn(NGINX, ['-p', work, '-c', conf, '-e', 'stderr'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  void exited.then(() => rmSync(work, { recursive: true, force: true }));
  const url = `http://localhost:${port}`;
  // Answering: the build's version file comes back (any status means nginx listens).
  for (let tries = 0; ; tries += 1) {
    if (child.exitCode !== null) throw new Error(`nginx stopped at start (exit ${child.exitCode})`);
    try {
      await fetch(`${url}/meta.json`);
      break;
    } catch (error) {
      if (tries > 100) throw error;
      await new Promise((done) => setTimeout(done, 50));
    }
  }
  return {
    url,
    port,
    reload: () => child.kill('SIGHUP'),
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
    },
    exited,
  };
}
