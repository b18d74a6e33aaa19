import type { IncomingMessage, Server as HttpServer } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

/** The longest a copy that stopped listening waits for its accepted connections to bring their request (ms). */
const ACCEPTED_SETTLE_MS = 1000;

/**
 * A copy's first step of a stop (issue 43 §3: the rolling restart's failed requests), set up at boot to follow
 * `server`'s connections: `stop()` closes the listening socket (a new connection is refused, and nginx passes
 * its request to another copy, a POST too, since nothing was sent), right after a turn of the event loop has
 * accepted every connection queued, and then waits, up to ACCEPTED_SETTLE_MS, until each connection accepted
 * has begun its request. A balancer sends its request as soon as it connects and a busy copy may not have read
 * it yet: Node's http close() and Fastify's close() would reset such a connection as idle, or answer its
 * request 503, and nginx answers 502 to a POST it cannot send again. Then the app's close() may follow.
 */
export function listenerStopper(server: HttpServer): { stop: () => Promise<void> } {
  const unstarted = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    unstarted.add(socket);
    socket.once('close', () => unstarted.delete(socket));
  });
  const started = (req: IncomingMessage) => unstarted.delete(req.socket);
  server.on('request', started);
  server.on('upgrade', started);
  return {
    stop: () =>
      new Promise((resolve) =>
        setImmediate(() => {
          NetServer.prototype.close.call(server); // the listener only: http's close() resets idle connections
          const until = Date.now() + ACCEPTED_SETTLE_MS;
          const settled = () =>
            unstarted.size === 0 || Date.now() >= until ? resolve() : setTimeout(settled, 10);
          settled();
        }),
      ),
  };
}
