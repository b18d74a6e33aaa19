import { ApiError } from './api';

/** Emit attempts and the pause between them (spec 001 §8 chat socket, §9: 3 times, 400 ms apart). */
const EMIT_RETRIES = 3;
const EMIT_RETRY_MS = 400;
/** How long one attempt waits for the server's ack (ms). */
const ACK_TIMEOUT_MS = 5_000;

/** The server's ack: `{data}` on success, the API's `{error, message}` shape on a refusal. */
type Ack<T> = { data: T } | { error: string; message: string };

/** The part of a socket.io-client Socket the retry needs (a fake in tests). */
export type EmitTarget = {
  readonly connected: boolean;
  connect: () => unknown;
  timeout: (ms: number) => { emitWithAck: (event: string, ...args: unknown[]) => Promise<unknown> };
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Thrown when every attempt failed for want of a connection or an ack in time. */
export class SocketUnavailableError extends Error {}

/**
 * Emits `event` with `payload` and resolves with the ack's `data`. A disconnected socket is told to
 * reconnect and the emit is tried again up to `retries` times, `delayMs` apart (spec 001 §8); an ack
 * that times out counts as a failed attempt. A refusal ack (`{error, message}`) is the server's answer
 * and is not retried: it rejects at once as an ApiError (status 0: not HTTP). After the last attempt it
 * rejects with SocketUnavailableError.
 */
export async function emitWithRetry<T>(
  socket: EmitTarget,
  event: string,
  payload: unknown,
  opts: {
    retries?: number;
    delayMs?: number;
    ackTimeoutMs?: number;
    wait?: (ms: number) => Promise<unknown>;
  } = {},
): Promise<T> {
  const {
    retries = EMIT_RETRIES,
    delayMs = EMIT_RETRY_MS,
    ackTimeoutMs = ACK_TIMEOUT_MS,
    wait = sleep,
  } = opts;
  for (let attempt = 1; attempt <= retries; attempt++) {
    if (socket.connected) {
      try {
        const ack = (await socket.timeout(ackTimeoutMs).emitWithAck(event, payload)) as Ack<T>;
        if ('error' in ack) throw new ApiError(0, ack.error, ack.message);
        return ack.data;
      } catch (e) {
        if (e instanceof ApiError) throw e;
      }
    } else {
      socket.connect();
    }
    if (attempt < retries) await wait(delayMs);
  }
  throw new SocketUnavailableError(`${event}: no connection after ${retries} attempts`);
}
