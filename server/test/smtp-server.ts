import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { freePort } from '~/server/test/processes';

export type ReceivedMail = { to: string[]; raw: string };

// A real SMTP server on loopback (the `smtp-server` package) whose behaviour a test chooses through
// its hooks: reject a recipient, never greet (onConnect that never answers), or accept.
// `refusing`: while true, every session is turned away with 421 (busy, try later), as a server
// that is overloaded or greylisting does; set it to false and the server accepts.
// `refusingLogins`: while true, a client that logs in is refused with 535 (wrong credentials);
// otherwise any credentials are taken. `deferringData`: while true, a message is received (and
// recorded) but answered 451 (try again later). `replyDelayMs`: how long the server takes to answer
// the end of a message (a server filtering it).
export async function startSmtpServer({
  port,
  ...hooks
}: Pick<SMTPServerOptions, 'onConnect' | 'onMailFrom' | 'onRcptTo'> & { port?: number } = {}) {
  const received: ReceivedMail[] = [];
  const control = { refusing: false, refusingLogins: false, deferringData: false, replyDelayMs: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect: (session, callback) => {
      if (control.refusing) {
        callback(Object.assign(new Error('Too many connections, try again later'), { responseCode: 421 }));
      } else if (hooks.onConnect) hooks.onConnect(session, callback);
      else callback();
    },
    onAuth: (_auth, _session, callback) => {
      if (control.refusingLogins)
        callback(Object.assign(new Error('5.7.8 Authentication credentials invalid'), { responseCode: 535 }));
      else callback(null, { user: 'vocably' });
    },
    onMailFrom: hooks.onMailFrom,
    onRcptTo: hooks.onRcptTo,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk) => {
        raw += chunk;
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        const reply = control.deferringData
          ? Object.assign(new Error('4.3.0 Try again later'), { responseCode: 451 })
          : undefined;
        setTimeout(() => callback(reply ?? null), control.replyDelayMs);
      });
    },
  });
  server.listen(port ?? (await smtpTestPort()), '127.0.0.1');
  await once(server.server, 'listening');
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    control,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port inside TEST_PORT_RANGE when one is set (a shared machine), else any free one. */
export const smtpTestPort = () => (process.env.TEST_PORT_RANGE ? freePort() : Promise.resolve(0));
