import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';

// Real server processes for tests that need more than app.request: restarts, locks, several servers.
const root = path.resolve(import.meta.dirname, '../..');

const handedOut = new Set<number>();

/** A port nothing listens on, never the same one twice in this process. */
export async function freePort(): Promise<number> {
  const port = await anyFreePort();
  if (handedOut.has(port)) return freePort();
  handedOut.add(port);
  return port;
}

async function anyFreePort() {
  return new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type ServerProcess = {
  child: ChildProcess;
  port: number;
  exited: Promise<number | null>;
  output: () => string;
};

export function startServerProcess(port: number, env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', NODE_ENV: 'test', ...env },
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

export async function waitForHealth(port: number, attempts = 360) {
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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return { port, served, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
