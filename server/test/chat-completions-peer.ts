import http from 'node:http';
import type net from 'node:net';
import { freePort } from './processes';

// A local server that speaks the chat-completions protocol, for testing the story generator without
// a model: each test scripts its answers in turn and reads back what it was asked.

export type PeerHandler = (req: http.IncomingMessage, res: http.ServerResponse, body: string) => void;

export type ChatCompletionsPeer = {
  /** What the generator is configured with: http://127.0.0.1:<port>/v1 */
  baseUrl: string;
  /** The answers to the next requests, in turn; a request past the script gets a 500. */
  script: PeerHandler[];
  received: { headers: http.IncomingHttpHeaders; body: Record<string, unknown> }[];
  /** The prompt of the index-th request, its messages joined. */
  promptOf(index: number): string;
  reset(): void;
  close(): Promise<void>;
};

/** A successful completion whose message is `content`. */
export const completion =
  (content: string): PeerHandler =>
  (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id: 'x',
        object: 'chat.completion',
        choices: [{ index: 0, message: { role: 'assistant', content } }],
      }),
    );
  };

/** A completion holding the JSON story the generator asks for. */
export const storyAnswer = (text: string, title = 'A Day Out') => completion(JSON.stringify({ title, text }));

/** Never answers: the generator's timeout has to end the request. */
export const silence: PeerHandler = () => {};

/** A 200 whose body is a broken event stream and bytes that are no JSON at all. */
export const garbage: PeerHandler = (_req, res) => {
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  res.write('data: {"choi\n\n');
  res.write('\u0000\u00ff<<<not json at all>>>');
  res.end('data: [DONE]\n\n');
};

export async function startChatCompletionsPeer(): Promise<ChatCompletionsPeer> {
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      peer.received.push({ headers: req.headers, body: JSON.parse(body) });
      const handler = peer.script.shift() ?? ((_q, r) => r.writeHead(500).end('script ran out'));
      handler(req, res, body);
    });
  });
  const port = process.env.TEST_PORT_RANGE ? await freePort() : 0;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const peer: ChatCompletionsPeer = {
    baseUrl: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}/v1`,
    script: [],
    received: [],
    promptOf: (index) =>
      (peer.received[index]!.body.messages as { content: string }[])
        .map((message) => message.content)
        .join('\n'),
    reset() {
      peer.script = [];
      peer.received = [];
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return peer;
}
