import type { Server as HttpServer } from 'node:http';
import { Server, type Namespace, type ServerOptions, type Socket } from 'socket.io';
import type { z } from 'zod';
import { jsonEncoded, MESSAGES } from '@crm/contracts';
import { AppError, isConnectionLoss } from '../lib/errors.js';
import { unsafeInputError } from '../lib/validation.js';
import { createBucket } from './limits.js';
import {
  BATCH_EVENT,
  BATCH_MAX,
  BATCH_ROOM,
  createTurnQueue,
  deliverLocally,
  userRoom,
  type BatchItem,
} from './batches.js';
import { connectRedisAdapter, type RedisClient } from './redisAdapter.js';
import {
  SESSION_CHECK_MS,
  sessionEnds,
  sessionRoom,
  startSessionCheck,
  type SessionEnd,
  type SocketSession,
} from './sessions.js';

/** The spec's namespaces (spec 001 §7 Realtime: a chat socket and a task socket) and ours for notifications and presence. */
const NAMESPACES = ['/chat', '/task', '/notifications'] as const;
type NamespaceName = (typeof NAMESPACES)[number];

/** An error ack / connect error body: the HTTP API's `{error, message, field?}` shape. */
type SocketError = { error: string; message: string; field?: string };

/** A client event registered with `Realtime.on`: its namespace, name and payload schema (as given: the object). */
type ClientEvent = { ns: NamespaceName; event: string; schema: z.ZodType };

/** The Redis names of one deployment's realtime traffic: its stream and pub/sub channels. */
export function redisNames(deploymentId = 'default') {
  const prefix = `sponsordesk:${deploymentId}`;
  return {
    streamName: `${prefix}:socket.io`,
    channelPrefix: `${prefix}:socket.io`,
  };
}

/** Refusals after which a flooding socket is disconnected. */
const FLOOD_STRIKES = 200;

export type RealtimeOptions = {
  /** The session of a token read afresh (the user, its id and issue time), or null (bad, expired, revoked, inactive user). */
  authenticate: (token: string) => Promise<SocketSession | null>;
  /** The jtis among `sessions` that still hold (not revoked, user active and not cut off since): the periodic check. */
  liveSessions: (sessions: SocketSession[]) => Promise<Set<string>>;
  /** Called on every copy when sessions end, before their sockets close (the copy's actor cache drops them). */
  onSessionEnd: (end: SessionEnd) => void;
  /** How often the sessions of this copy's sockets are checked (ms); default SESSION_CHECK_MS (30 s). */
  sessionCheckMs?: number;
  /** Several server copies: the Redis streams adapter carries events between them. */
  redisUrl?: string;
  /**
   * The deployment's id (its database's): the Redis stream and channels are named after it,
   * so that copies of one deployment share them and another deployment on the same Redis is never reached.
   */
  deploymentId?: string;
  /** Browser origins allowed besides the server's own host. */
  allowedOrigins?: string[];
  /** Called for each authenticated connection (presence). */
  onConnect?: (userId: number) => void;
  /** Called for each push this copy starts (toUser, toUsers, toEachUser, toAll) with how many users it names (0: everyone): the metrics' counters. */
  onPush?: (ns: NamespaceName, event: string, users: number) => void;
};

/** The realtime server of this copy: emit to a user's room or to everyone, on any copy (through the adapter). */
export type Realtime = {
  io: Server;
  toUser: (ns: NamespaceName, userId: number, event: string, payload: unknown) => void;
  /**
   * A different payload to each of several users' rooms (e.g. one bulk assignment's notifications), on every
   * copy; resolves once this copy's sockets are written to. With Redis the list is one stream entry per 100 events
   * (read once by each other copy) instead of one per user, and this copy writes its own sockets a hundred a turn
   * after the entries have left. Without Redis: at once, as toUser for each.
   */
  toEachUser: (ns: NamespaceName, event: string, items: BatchItem[]) => Promise<void>;
  /** One payload to several users' rooms as a single broadcast: encoded once, one adapter message (Redis) for all of them. */
  toUsers: (ns: NamespaceName, userIds: number[], event: string, payload: unknown) => void;
  toAll: (ns: NamespaceName, event: string, payload: unknown) => void;
  /**
   * Ends every session of a user on every copy (a deactivated user): each copy drops them from its actor cache
   * (onSessionEnd) and disconnects their sockets on every namespace, as soon as the message reaches it.
   */
  disconnectUser: (userId: number) => void;
  /** Ends one token's session (its jti) on every copy alike (logout). */
  disconnectSession: (jti: string) => void;
  /**
   * Drops a user's cached actors on every copy (a role change applies on their next request anywhere); their
   * sessions and sockets stay. Resolves once every other copy confirmed it (or after 2 s: a copy that is down).
   */
  forgetActors: (userId: number) => Promise<void>;
  /**
   * Registers a client event on `ns`: the payload, an object or its JSON text (the spec's client
   * JSON-encodes what it sends, spec 001 §7 Realtime; `jsonEncoded`), passes the HTTP API's input guard (a
   * NUL byte, a lone surrogate or nesting too deep: error ack INVALID_TEXT / TOO_DEEP with its field), then
   * `schema` (BAD_REQUEST otherwise, as is JSON text that does not parse); the socket's rate limit applies, and a thrown error becomes an error ack —
   * never a crash. The handler's result is acked as `{data}`.
   */
  on: <S extends z.ZodType>(
    ns: NamespaceName,
    event: string,
    schema: S,
    handler: (userId: number, payload: z.infer<S>) => Promise<unknown>,
  ) => void;
  /** Every client event registered so far. */
  clientEvents: () => ClientEvent[];
  /** Resolves when the Redis this copy shares events through answers (at once without Redis); the readiness check. */
  ping: () => Promise<void>;
  /**
   * A stopping copy lets its connections go a share at a time over `ms` (closed as a lost connection is: each
   * client reconnects, to another copy once this one stopped listening), so that a rolling restart's
   * reconnections do not all reach the other copies in the same second. Resolves once the last is closed.
   */
  release: (ms: number) => Promise<void>;
  /** Sockets connected to this copy now, per namespace (the metrics' open-sockets gauge). */
  socketCounts: () => Record<NamespaceName, number>;
  close: () => Promise<void>;
};

const refusal = (error: string, message: string) =>
  Object.assign(new Error(message), { data: { error, message } satisfies SocketError });

/**
 * Socket.IO on the API's HTTP server (ARCHITECTURE.md §7): namespaces /chat, /task and /notifications; the
 * token is checked in the handshake (`auth.token`, or `token` in the query string as the spec's client
 * sends it) against the database, never a cache (once a connection: sharedPerConnection), and a bad one is
 * refused with a connect error; the Origin must be the server's own host or an allowed one; each socket joins
 * its user's and its token's rooms. Ended sessions (logout, deactivation) close on every copy at once, and
 * every `sessionCheckMs` each copy closes the sockets whose session no longer holds. With `redisUrl` the Redis streams adapter joins this copy to the
 * others and carries the ended sessions (sessions.ts). A reconnecting socket starts afresh: no push missed
 * while it was down is replayed (clients read again on reconnection); Socket.IO's connection-state recovery
 * would read every stream entry since each socket's last packet, per namespace, at every reconnection: a
 * rolling restart's thousands of reconnections at once saturated the copies (docs/benchmarks.md).
 */
export async function createRealtime(server: HttpServer, opts: RealtimeOptions): Promise<Realtime> {
  const io = new Server(server, {
    serveClient: false,
    maxHttpBufferSize: 1_048_576,
    allowRequest: originCheck(new Set(opts.allowedOrigins ?? [])),
  });
  const redis = opts.redisUrl
    ? await connectRedisAdapter(io, opts.redisUrl, redisNames(opts.deploymentId))
    : undefined;
  const handlers = new Map<NamespaceName, ((socket: Socket) => void)[]>();
  const clientEvents: ClientEvent[] = [];
  const sessionOf = sharedPerConnection(opts.authenticate);
  for (const name of NAMESPACES)
    guardNamespace(io.of(name), opts, sessionOf, () => handlers.get(name) ?? []);
  const endSessions = sessionEnds(io, NAMESPACES, opts.onSessionEnd, !!redis);
  const stopChecks = startSessionCheck(
    io,
    NAMESPACES,
    opts.liveSessions,
    opts.sessionCheckMs ?? SESSION_CHECK_MS,
  );
  return {
    io,
    ...pushes(io, redis, opts.onPush ?? (() => undefined)),
    disconnectUser: (userId) => void endSessions({ userId }),
    disconnectSession: (jti) => void endSessions({ jti }),
    forgetActors: (userId) => endSessions({ userId, socketsStay: true }),
    on(ns, event, given, handler) {
      handlers.set(ns, [
        ...(handlers.get(ns) ?? []),
        clientEventListener(ns, event, given, handler),
      ]);
      clientEvents.push({ ns, event, schema: given });
    },
    clientEvents: () => [...clientEvents],
    async ping() {
      if (redis) await redis.ping();
    },
    release: (ms) => releaseConnections(io, ms),
    socketCounts: () =>
      Object.fromEntries(NAMESPACES.map((ns) => [ns, io.of(ns).sockets.size])) as Record<
        NamespaceName,
        number
      >,
    async close() {
      stopChecks();
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await redis?.quit().catch(() => undefined);
    },
  };
}

/** The shares in which `release` closes a copy's connections. */
const RELEASE_STEPS = 10;

/** Closes every connection of `io` (the namespaces of one share it) in RELEASE_STEPS shares over `ms`. */
async function releaseConnections(io: Server, ms: number): Promise<void> {
  const conns = [
    ...new Set(NAMESPACES.flatMap((ns) => [...io.of(ns).sockets.values()].map((s) => s.conn))),
  ];
  const share = Math.ceil(conns.length / RELEASE_STEPS);
  for (let i = 0; i < conns.length; i += share) {
    if (i > 0) await new Promise((resolve) => setTimeout(resolve, ms / RELEASE_STEPS));
    for (const conn of conns.slice(i, i + share)) conn.close();
  }
}

/**
 * The handshake's Origin check: no Origin (not a browser: server-side clients, tests) passes, as does an
 * allowed origin or the server's own host; any other is refused.
 */
function originCheck(allowed: Set<string>): ServerOptions['allowRequest'] {
  return (req, callback) => {
    const origin = req.headers.origin;
    if (!origin) return callback(null, true); // not a browser (server-side clients, tests)
    let ok = allowed.has(origin);
    try {
      ok ||= new URL(origin).host === req.headers.host;
    } catch {
      ok = false;
    }
    callback(ok ? null : 'Origin not allowed', ok);
  };
}

/** How long a connection's reading of a token serves its other namespaces' handshakes (ms). */
const SHARED_HANDSHAKE_MS = 2_000;

/**
 * `authenticate` shared by the namespaces of one connection (`conn`): the web client opens /chat, /task and
 * /notifications together over one WebSocket, so their handshakes read the token's session once, afresh from
 * the database, instead of three times (a rolling restart's reconnections). A namespace that joins the
 * connection over SHARED_HANDSHAKE_MS later, or with another token, reads it again.
 */
function sharedPerConnection(authenticate: RealtimeOptions['authenticate']) {
  const read = new WeakMap<
    object,
    { token: string; at: number; session: Promise<SocketSession | null> }
  >();
  return (conn: object, token: string): Promise<SocketSession | null> => {
    const known = read.get(conn);
    if (known?.token === token && Date.now() - known.at < SHARED_HANDSHAKE_MS) return known.session;
    const session = authenticate(token).catch(() => null);
    read.set(conn, { token, at: Date.now(), session });
    return session;
  };
}

/**
 * A namespace's handshake and connections: the token (auth.token or the query's token, `Bearer ` optional)
 * must authenticate (`sessionOf`, per connection), else a connect error; each socket joins its user's and
 * session's rooms, gets its rate limit (an error ack per refused event, disconnected past FLOOD_STRIKES) and
 * the namespace's client events (`attached()`, read at connection time).
 */
function guardNamespace(
  ns: Namespace,
  opts: RealtimeOptions,
  sessionOf: ReturnType<typeof sharedPerConnection>,
  attached: () => ((socket: Socket) => void)[],
): void {
  ns.use(async (socket, next) => {
    const raw = socket.handshake.auth?.token ?? socket.handshake.query?.token;
    const token = typeof raw === 'string' ? raw.replace(/^Bearer /, '') : '';
    if (!token) return next(refusal('UNAUTHORIZED', 'A token is required to connect.'));
    const session = await sessionOf(socket.conn, token);
    if (!session) return next(refusal('UNAUTHORIZED', MESSAGES.sessionExpired));
    socket.data.userId = session.userId;
    socket.data.jti = session.jti;
    socket.data.issuedAt = session.issuedAt;
    next();
  });
  ns.on('connection', (socket) => {
    const userId = socket.data.userId as number;
    void socket.join([userRoom(userId), sessionRoom(socket.data.jti as string)]);
    opts.onConnect?.(userId);
    const bucket = createBucket();
    socket.use((packet, next) => {
      if (bucket.take()) return next();
      const ack = packet[packet.length - 1];
      if (typeof ack === 'function')
        ack({
          error: 'TOO_MANY_REQUESTS',
          message: 'Too many events. Please slow down.',
        } satisfies SocketError);
      if (bucket.strikes > FLOOD_STRIKES) socket.disconnect(true);
    });
    for (const attach of attached()) attach(socket);
  });
}

/** Realtime's pushes (toUser, toEachUser, toUsers, toAll), each counted through `pushed`. */
function pushes(
  io: Server,
  redis: RedisClient | undefined,
  pushed: NonNullable<RealtimeOptions['onPush']>,
): Pick<Realtime, 'toUser' | 'toEachUser' | 'toUsers' | 'toAll'> {
  const inTurns = new Map(NAMESPACES.map((name) => [name, createTurnQueue(io.of(name))]));
  return {
    toUser: (ns, userId, event, payload) => {
      pushed(ns, event, 1);
      io.of(ns).to(userRoom(userId)).emit(event, payload);
    },
    toEachUser: async (ns, event, items) => {
      pushed(ns, event, items.length);
      if (!redis) return deliverLocally(io.of(ns), { event, items });
      // the other copies' share first. node-redis writes its queued XADDs in a setImmediate, and this copy's own
      // share is written a hundred a turn after it: the entries leave before this copy's writes, and what the
      // kernel did not take at once leaves between them, not after them all (docs/benchmarks.md, Realtime fan-out)
      for (let i = 0; i < items.length; i += BATCH_MAX)
        io.of(ns)
          .to(BATCH_ROOM)
          .emit(BATCH_EVENT, { event, items: items.slice(i, i + BATCH_MAX) });
      await inTurns.get(ns)!({ event, items });
    },
    toUsers: (ns, userIds, event, payload) => {
      if (!userIds.length) return;
      const rooms = [...new Set(userIds)].map(userRoom);
      pushed(ns, event, rooms.length);
      io.of(ns).to(rooms).emit(event, payload);
    },
    toAll: (ns, event, payload) => {
      pushed(ns, event, 0);
      io.of(ns).emit(event, payload);
    },
  };
}

/**
 * The listener `Realtime.on` attaches to each socket of `ns` for `event`: the payload (or its JSON text)
 * passes the input guard and `given`, then `handler`'s result is acked as `{data}`; every refusal or
 * thrown error becomes an error ack (SocketError).
 */
function clientEventListener<S extends z.ZodType>(
  ns: NamespaceName,
  event: string,
  given: S,
  handler: (userId: number, payload: z.infer<S>) => Promise<unknown>,
): (socket: Socket) => void {
  // the spec's client JSON-encodes what it sends (spec 001 §7 Realtime): every event takes its JSON text too
  const schema = jsonEncoded(given);
  return (socket: Socket) =>
    socket.on(event, async (...args: unknown[]) => {
      const ack =
        typeof args[args.length - 1] === 'function'
          ? (args.pop() as (r: unknown) => void)
          : () => undefined;
      const unsafe = unsafeInputError(args[0]);
      if (unsafe)
        return ack({
          error: unsafe.code,
          message: unsafe.message,
          ...(unsafe.field ? { field: unsafe.field } : {}),
        } satisfies SocketError);
      const parsed = schema.safeParse(args[0]);
      if (!parsed.success)
        return ack({
          error: 'BAD_REQUEST',
          message: `The ${event} event is not valid: ${parsed.error.issues[0]?.message ?? 'bad payload'}.`,
        } satisfies SocketError);
      try {
        ack({ data: await handler(socket.data.userId as number, parsed.data) });
      } catch (e) {
        ack(thrownAck(ns, event, e));
      }
    });
}

/** The error ack of an error a client event's handler threw (logged unless an AppError or a lost database). */
function thrownAck(ns: NamespaceName, event: string, e: unknown): SocketError {
  if (e instanceof AppError) return { error: e.code, message: e.message };
  if (isConnectionLoss(e))
    return { error: 'DATABASE_UNAVAILABLE', message: MESSAGES.databaseUnavailable };
  console.error(`socket ${ns} ${event}:`, e);
  return { error: 'INTERNAL', message: MESSAGES.genericError };
}
