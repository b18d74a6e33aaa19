import { createServer, type IncomingMessage, type Server } from 'node:http';

/** One request the receiver got: its headers and body, and what it answered. */
type Received = { headers: IncomingMessage['headers']; body: string; answered: number };

/**
 * A real HTTP receiver on 127.0.0.1: `answer(n)` says what to do with its n-th request (0-based): a status,
 * or 'slow' (answer 200 only after `slowMs`).
 */
export async function startReceiver(answer: (n: number) => number | 'slow', slowMs = 3_000) {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const what = answer(received.length);
      const got = { headers: req.headers, body: Buffer.concat(chunks).toString(), answered: 0 };
      received.push(got);
      const send = (status: number) => {
        got.answered = status;
        res.writeHead(status, status === 302 ? { location: 'http://127.0.0.1:1/' } : {});
        res.end(status < 300 ? 'ok' : 'no');
      };
      if (what === 'slow') setTimeout(() => send(200), slowMs);
      else send(what);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
