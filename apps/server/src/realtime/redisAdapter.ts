import type { Namespace, Server } from 'socket.io';
import type { createClient } from 'redis';
import { BATCH_EVENT, BATCH_ROOM, deliverLocally, type Batch } from './batches.js';

/** A cluster message as the streams adapter decodes it (socket.io-adapter's ClusterMessage, the fields read here). */
type ClusterMessage = {
  uid: string;
  nsp: string;
  type: number;
  data?: { packet?: { data?: unknown[] }; opts?: { rooms?: string[] } };
};
/** The streams adapter's members used to pick batches out of the stream. */
type StreamsAdapter = {
  uid: string;
  onMessage: (m: ClusterMessage, offset?: string) => void;
  /** A stream entry before its data is decoded: `uid` is the publishing copy's. */
  onRawMessage: (raw: { uid: string }, offset?: string) => void;
};
/** socket.io-adapter's MessageType.BROADCAST (a transitive dependency: its enum is not imported). */
const BROADCAST = 3;

/** The Redis client a copy shares its realtime traffic through. */
export type RedisClient = ReturnType<typeof createClient>;

/**
 * Joins `io` to the other copies through the Redis streams adapter on `redisUrl`, under `names` (the
 * deployment's stream and channels: redisNames). Batches (toEachUser) from another copy are delivered to
 * this copy's sockets straight from the stream; this copy's own entries are skipped before decoding.
 * Redis and the adapter are loaded only here: a single copy starts without them (about 0.6 s of CPU).
 */
export async function connectRedisAdapter(
  io: Server,
  redisUrl: string,
  names: { streamName: string; channelPrefix: string },
): Promise<RedisClient> {
  const [{ createClient }, { createAdapter }] = await Promise.all([
    import('redis'),
    import('@socket.io/redis-streams-adapter'),
  ]);
  const redis = createClient({ url: redisUrl });
  redis.on('error', (e: Error) => console.error(`Redis: ${e.message}`));
  await redis.connect();
  const streams = createAdapter(redis, names);
  io.adapter(function batchingAdapter(nsp: Namespace) {
    const adapter = streams(nsp) as unknown as StreamsAdapter;
    const onMessage = adapter.onMessage.bind(adapter);
    const onRawMessage = adapter.onRawMessage.bind(adapter);
    // this copy's own entries come back too, and ClusterAdapter ignores them once decoded: skip the decoding
    adapter.onRawMessage = (raw, offset) => {
      if (raw.uid !== adapter.uid) onRawMessage(raw, offset);
    };
    adapter.onMessage = (m, offset) => {
      const data = m.data?.packet?.data;
      if (
        m.type === BROADCAST &&
        m.uid !== adapter.uid &&
        m.data?.opts?.rooms?.[0] === BATCH_ROOM &&
        data?.[0] === BATCH_EVENT
      )
        return deliverLocally(nsp, data[1] as Batch);
      onMessage(m, offset);
    };
    return adapter as unknown as ReturnType<typeof streams>;
  } as unknown as typeof streams);
  return redis;
}
