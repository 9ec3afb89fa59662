import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FREE_PORT_RANGE, freePort } from '../../sandbox/nginx.ts';

/** Where Linux says its ephemeral ports start on this machine (32768 by default). */
const PORT_RANGE_FILE = '/proc/sys/net/ipv4/ip_local_port_range';
const FIRST_EPHEMERAL_PORT = existsSync(PORT_RANGE_FILE)
  ? Number(readFileSync(PORT_RANGE_FILE, 'utf8').trim().split(/\s+/)[0])
  : 32_768;

function listenOn(port: number): Promise<Server> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => done(server));
  });
}

const closeServer = (server: Server) => new Promise<void>((done) => server.close(() => done()));

/** The Math.random() value that makes freePort try `port` first. */
const randomFor = (port: number) =>
  (port - FREE_PORT_RANGE.from + 0.5) / (FREE_PORT_RANGE.to - FREE_PORT_RANGE.from);

describe('freePort (the ports nginx and the sandbox are started on in the journeys)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('picks below the ephemeral ports, which outgoing connections take their local port from', () => {
    expect(FREE_PORT_RANGE.from).toBeGreaterThanOrEqual(1024);
    expect(FREE_PORT_RANGE.to).toBeLessThanOrEqual(FIRST_EPHEMERAL_PORT);
  });

  it('gives a port of that range that can be listened on', async () => {
    const port = await freePort();
    expect(port).toBeGreaterThanOrEqual(FREE_PORT_RANGE.from);
    expect(port).toBeLessThan(FREE_PORT_RANGE.to);
    await closeServer(await listenOn(port));
  });

  it('passes over a port something listens on', async () => {
    const taken = await listenOn(await freePort());
    const takenPort = (taken.address() as { port: number }).port;
    try {
      const other = takenPort + 1 < FREE_PORT_RANGE.to ? takenPort + 1 : takenPort - 1;
      vi.spyOn(Math, 'random')
        .mockReturnValueOnce(randomFor(takenPort))
        .mockReturnValueOnce(randomFor(other));
      expect(await freePort()).toBe(other);
    } finally {
      await closeServer(taken);
    }
  });
});
