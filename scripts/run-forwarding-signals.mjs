// Runs a long-lived child (the server) in place of this process, as far as signals go: SIGTERM,
// SIGINT and SIGHUP sent to this process are passed on to the child, and this process exits when
// the child does, with its exit code. Without it, `npm start` under a supervisor (docker stop,
// systemd) would die at once on SIGTERM and leave the server running, never told to finish its
// requests and stop.
import { spawn } from 'node:child_process';

export function runForwardingSignals(command, args, options) {
  const child = spawn(command, args, { stdio: 'inherit', ...options });
  const signals = ['SIGTERM', 'SIGINT', 'SIGHUP'];
  const forward = (signal) => child.kill(signal);
  for (const signal of signals) process.on(signal, forward);
  child.on('exit', (code, signal) => {
    for (const each of signals) process.off(each, forward);
    // A child killed by a signal it did not handle: this process ends the same way.
    if (signal) process.kill(process.pid, signal);
    else process.exit(code ?? 1);
  });
  child.on('error', (error) => {
    console.error(`Could not start ${command}: ${error.message}`);
    process.exit(1);
  });
  return child;
}
