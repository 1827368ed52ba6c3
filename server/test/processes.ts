import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';

// Real server processes for tests that need more than app.request: restarts, locks, several servers.
const root = path.resolve(import.meta.dirname, '../..');

const handedOut = new Set<number>();

/**
 * A port nothing listens on, never the same one twice in this process. TEST_PORT_RANGE=3700-3799 keeps
 * to a range (on a shared machine); the start is random so that parallel workers rarely collide.
 */
export async function freePort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.TEST_PORT_RANGE ?? '');
  if (!range) {
    const port = await tryPort(0);
    if (port === undefined || handedOut.has(port)) return freePort();
    handedOut.add(port);
    return port;
  }
  const [low, high] = [Number(range[1]), Number(range[2])];
  const size = high - low + 1;
  const start = Math.floor(Math.random() * size);
  for (let i = 0; i < size; i++) {
    const candidate = low + ((start + i) % size);
    if (handedOut.has(candidate)) continue;
    if ((await tryPort(candidate)) === candidate) {
      handedOut.add(candidate);
      return candidate;
    }
  }
  throw new Error(`no free port in TEST_PORT_RANGE ${process.env.TEST_PORT_RANGE}`);
}

function tryPort(port: number) {
  return new Promise<number | undefined>((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(undefined));
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address() as net.AddressInfo;
      server.close(() => resolve(bound));
    });
  });
}

export type ServerProcess = {
  child: ChildProcess;
  port: number;
  exited: Promise<number | null>;
  output: () => string;
};

/** Node's own flags for a server process: `BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof'` profiles it. */
const nodeArgs = () => process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];

export function startServerProcess(port: number, env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, [...nodeArgs(), '--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    // The shipped dictionary's commonest 400 entries per language: these tests are about the process
    // (locks, restarts, crashes, load), and a full first import takes minutes on a busy machine.
    env: {
      ...process.env,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      CONTENT_LIMIT: '400',
      ...env,
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, port, exited, output: () => output };
}

// A first start creates the database, imports the dictionary's first entries and seeds the demo: about
// 40 s on a quiet machine, more than 90 s beside a full test run, so up to 150 s.
export async function waitForHealth(port: number, attempts = 600) {
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return response;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server on port ${port} did not become healthy`);
}

/** A round-robin HTTP proxy on loopback: each request goes to the next upstream in turn. */
export async function startRoundRobinProxy(upstreamPorts: number[]) {
  let next = 0;
  const served: number[] = [];
  const server = http.createServer((req, res) => {
    const port = upstreamPorts[next++ % upstreamPorts.length]!;
    served.push(port);
    const upstream = http.request(
      { host: '127.0.0.1', port, path: req.url, method: req.method, headers: req.headers },
      (response) => {
        res.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  const listenPort = process.env.TEST_PORT_RANGE ? await freePort() : 0;
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return { port, served, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
