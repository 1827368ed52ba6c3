import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { freePort } from '~/server/test/processes';

export type ReceivedMail = { to: string[]; raw: string };

// A real SMTP server on loopback (the `smtp-server` package) whose behaviour a test chooses through
// its hooks: reject a recipient, never greet (onConnect that never answers), or accept.
// `refusing`: while true, every session is turned away with 421 (busy, try later), as a server
// that is overloaded or greylisting does; set it to false and the server accepts.
export async function startSmtpServer({
  port,
  ...hooks
}: Pick<SMTPServerOptions, 'onConnect' | 'onRcptTo'> & { port?: number } = {}) {
  const received: ReceivedMail[] = [];
  const control = { refusing: false };
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
    onRcptTo: hooks.onRcptTo,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk) => {
        raw += chunk;
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
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
