import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const helper = path.resolve(import.meta.dirname, 'run-forwarding-signals.mjs');

/**
 * A parent running a child through runForwardingSignals, as `npm start` runs the server. The child
 * says "ready", and on SIGTERM says "finishing" and exits with 0 after a short while (a server
 * finishing its requests); `childExit` is how a child without a handler ends.
 */
function startParent(childScript: string) {
  const parentScript = `
    import { runForwardingSignals } from ${JSON.stringify(helper)};
    runForwardingSignals(process.execPath, ['-e', ${JSON.stringify(childScript)}], {});
  `;
  const parent = spawn(process.execPath, ['--input-type=module', '-e', parentScript], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const saw = (text: string) =>
    new Promise<void>((resolve) => {
      const check = () => output.includes(text) && resolve();
      parent.stdout.on('data', (chunk) => {
        output += chunk;
        check();
      });
      check();
    });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    parent.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return { parent, saw, exited, output: () => output };
}

describe('runForwardingSignals (npm start)', () => {
  it('passes SIGTERM to the server and exits when it has finished, with its code', async () => {
    // The handler first, then "ready": a SIGTERM between the two would find none and end the child by
    // the signal (seen once on a busy machine).
    const run = startParent(`
      process.on('SIGTERM', () => { console.log('finishing'); setTimeout(() => process.exit(0), 300); });
      console.log('ready');
      setInterval(() => {}, 1000);
    `);
    await run.saw('ready');
    run.parent.kill('SIGTERM');
    expect(await run.exited).toEqual({ code: 0, signal: null });
    expect(run.output()).toContain('finishing');
  });

  it("exits with the server's own code when it stops by itself", async () => {
    const run = startParent(`console.log('ready'); process.exit(3);`);
    expect(await run.exited).toEqual({ code: 3, signal: null });
  });

  it('ends by the same signal when the server had no handler for it', async () => {
    const run = startParent(`console.log('ready'); setInterval(() => {}, 1000);`);
    await run.saw('ready');
    run.parent.kill('SIGINT');
    expect(await run.exited).toEqual({ code: null, signal: 'SIGINT' });
  });
});
