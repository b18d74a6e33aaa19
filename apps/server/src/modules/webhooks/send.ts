import { lookup, type LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, request } from 'undici';
import { Webhook } from 'standardwebhooks';
import { PRODUCT_NAME, WEBHOOK_DELIVERY } from '@crm/contracts';
import type { AttemptResult } from './queries.js';

/** Whether a receiver at `address` may be reached: a public address, or loopback when `allowLoopback`. */
export function reachable(address: string, allowLoopback: boolean): boolean {
  const range = ipaddr.process(address).range();
  return range === 'unicast' || (allowLoopback && range === 'loopback');
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * An undici dispatcher whose connections go only to reachable addresses (server-side request forgery): a
 * name is resolved and every address it has is checked before connecting to it, so a name that turns
 * private between a check and the connection (DNS rebinding) is refused too.
 */
export function guardedAgent(allowLoopback: boolean, timeoutMs: number): Agent {
  const guardedLookup = (
    hostname: string,
    options: { all?: boolean },
    callback: LookupCallback,
  ) => {
    lookup(hostname, { all: true }, (err, addresses) => {
      if (err) return callback(err, []);
      const bad = addresses.find((a) => !reachable(a.address, allowLoopback));
      if (bad || !addresses.length)
        return callback(
          Object.assign(new Error(`${hostname} is a private or local address`), {
            code: 'EPRIVATE',
          }),
          [],
        );
      if (options.all) return callback(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
  return new Agent({
    connect: { lookup: guardedLookup as never, timeout: timeoutMs },
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  });
}

/** Reads at most `max` bytes of `body` as text, then drops the rest (a receiver cannot make us read more). */
async function firstBytes(body: AsyncIterable<Uint8Array> & { destroy: () => void }, max: number) {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    chunks.push(Buffer.from(chunk));
    size += chunk.length;
    if (size >= max) break;
  }
  body.destroy();
  return Buffer.concat(chunks).subarray(0, max).toString('utf8');
}

/**
 * Sends one delivery (issue 42 §2): POST `payload` as JSON to `url`, signed per Standard Webhooks with
 * `secret` (`webhook-id` = `messageId`, the same on every retry; `webhook-timestamp`; `webhook-signature`).
 * Redirects are not followed (undici's request follows none: a 3xx is a failure); the answer must come within `timeoutMs`; its first 1 KB
 * is kept. An IP literal that is not reachable is refused before any connection. Never throws: the result
 * says what happened.
 */
export async function sendDelivery(d: {
  url: string;
  secret: string;
  messageId: string;
  payload: unknown;
  agent: Agent;
  allowLoopback: boolean;
  timeoutMs: number;
}): Promise<AttemptResult> {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  const host = new URL(d.url).hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !reachable(host, d.allowLoopback))
    return {
      statusCode: null,
      latencyMs: 0,
      answer: `${host} is a private or local address`,
      ok: false,
    };
  const body = JSON.stringify(d.payload);
  const at = new Date();
  const signature = new Webhook(d.secret).sign(d.messageId, at, body);
  try {
    const res = await request(d.url, {
      method: 'POST',
      dispatcher: d.agent,
      body,
      headers: {
        'content-type': 'application/json',
        'user-agent': `${PRODUCT_NAME}-Webhooks/1`,
        'webhook-id': d.messageId,
        'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
        'webhook-signature': signature,
      },
      signal: AbortSignal.timeout(d.timeoutMs),
    });
    const answer = await firstBytes(res.body, WEBHOOK_DELIVERY.keptAnswerBytes);
    const ok = res.statusCode >= 200 && res.statusCode < 300;
    return { statusCode: res.statusCode, latencyMs: took(), answer, ok };
  } catch (e) {
    const err = e as { name?: string; code?: string; message?: string };
    const why =
      err.name === 'TimeoutError' || err.name === 'AbortError'
        ? `no answer within ${d.timeoutMs / 1000} s`
        : (err.message ?? String(e));
    return { statusCode: null, latencyMs: took(), answer: why.slice(0, 1_024), ok: false };
  }
}
