import { spawn, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ImapFlow } from 'imapflow';

/** A mailbox of the test IMAP server: its address (the IMAP user name) and password. */
export type TestMailUser = { address: string; password: string };

/** A real IMAP server for tests: Debian's Dovecot on 127.0.0.1, plain IMAP (no TLS), a maildir per user. */
export type TestImap = {
  host: '127.0.0.1';
  port: number;
  /** A client signed in as `user` (imapflow); the caller logs it out. */
  client: (user: TestMailUser) => Promise<ImapFlow>;
  /** Appends raw RFC 5322 messages to `folder` of `user`, in order (one connection). */
  append: (user: TestMailUser, folder: string, messages: string[]) => Promise<void>;
  /** Stops the server at once (SIGKILL to its process group), as a crashed copy stops. */
  kill: () => Promise<void>;
  /** Starts it again on the same port with the same mail. */
  restart: () => Promise<void>;
  /** Stops it and forgets every folder's UIDs, so each folder gets a new UIDVALIDITY on restart. */
  resetUidValidity: () => Promise<void>;
  close: () => Promise<void>;
};

/** A free TCP port on 127.0.0.1. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 0;
}

/** The uid and gid of the package's `dovecot` user (from /etc/passwd). */
function dovecotIds(): { uid: number; gid: number } {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('dovecot:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  if (!uid || !gid) throw new Error('no dovecot user: install Debian’s dovecot-imapd');
  return { uid: Number(uid), gid: Number(gid) };
}

/** Dovecot's configuration: every path under `dir`, every process as `user`, users from `dir/passwd`. */
const dovecotConf = (dir: string, port: number, user: string) => `
base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
auth_failure_delay = 0
default_internal_user = ${user}
default_internal_group = ${user}
default_login_user = ${user}
mail_uid = ${user}
mail_gid = ${user}
first_valid_uid = 1
mail_location = maildir:${dir}/mail/%u
namespace inbox {
  inbox = yes
  separator = /
  mailbox Sent {
    special_use = \\Sent
    auto = subscribe
  }
}
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/passwd
}
userdb {
  driver = static
  args = home=${dir}/home/%u
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service stats {
  unix_listener stats-reader {
    user = ${user}
  }
  unix_listener stats-writer {
    user = ${user}
  }
}
`;

/** Waits until the server answers an IMAP greeting on `port` (rejects after 15 s with its log). */
async function waitForGreeting(port: number, log: () => string): Promise<void> {
  for (const start = Date.now(); Date.now() - start < 15_000; await sleep(100)) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('data', (d) => {
        socket.destroy();
        resolve(d.toString().startsWith('* OK'));
      });
      socket.once('error', () => resolve(false));
    });
    if (ok) return;
  }
  throw new Error(`Dovecot did not start on ${port}:\n${log()}`);
}

/**
 * Starts Debian's Dovecot (`/usr/sbin/dovecot`, package dovecot-imapd, which `.ci/run` installs) in a
 * temporary folder with `users`; as root its processes run as the package's `dovecot` user.
 */
export async function startImap(users: TestMailUser[]): Promise<TestImap> {
  const dir = mkdtempSync(path.join(tmpdir(), 'crm-imap-'));
  const root = process.getuid?.() === 0;
  const user = root ? 'dovecot' : userInfo().username;
  const port = await freePort();
  for (const sub of ['run', 'state', 'mail', 'home']) mkdirSync(path.join(dir, sub));
  writeFileSync(path.join(dir, 'dovecot.conf'), dovecotConf(dir, port, user));
  writeFileSync(
    path.join(dir, 'passwd'),
    users.map((u) => `${u.address}:{PLAIN}${u.password}::::::\n`).join(''),
  );
  if (root) {
    chmodSync(dir, 0o755); // the auth process (as dovecot) reads dir/passwd
    const { uid, gid } = dovecotIds();
    for (const sub of ['mail', 'home']) chownSync(path.join(dir, sub), uid, gid);
  }
  const readLog = () => {
    try {
      return readFileSync(path.join(dir, 'dovecot.log'), 'utf8');
    } catch {
      return '';
    }
  };
  let master: ChildProcess | undefined;
  const start = async () => {
    master = spawn('/usr/sbin/dovecot', ['-F', '-c', path.join(dir, 'dovecot.conf')], {
      detached: true,
      stdio: 'ignore',
    });
    await waitForGreeting(port, readLog);
  };
  const kill = async () => {
    const running = master;
    master = undefined;
    if (!running?.pid || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    process.kill(-running.pid, 'SIGKILL');
    await exited;
    rmSync(path.join(dir, 'run'), { recursive: true, force: true });
    mkdirSync(path.join(dir, 'run'));
  };
  const client = async (u: TestMailUser) => {
    const c = new ImapFlow({
      host: '127.0.0.1',
      port,
      secure: false,
      doSTARTTLS: false,
      auth: { user: u.address, pass: u.password },
      logger: false,
    });
    await c.connect();
    return c;
  };
  await start();
  return {
    host: '127.0.0.1',
    port,
    client,
    async append(u, folder, messages) {
      const c = await client(u);
      try {
        for (const m of messages) await c.append(folder, m);
      } finally {
        await c.logout();
      }
    },
    kill,
    restart: start,
    async resetUidValidity() {
      await kill();
      const forget = (folder: string) => {
        for (const name of readdirSync(folder, { withFileTypes: true })) {
          const full = path.join(folder, name.name);
          if (name.name.startsWith('dovecot')) rmSync(full, { recursive: true, force: true });
          else if (name.isDirectory() && !['cur', 'new', 'tmp'].includes(name.name)) forget(full);
        }
      };
      forget(path.join(dir, 'mail'));
      await sleep(1100); // Dovecot's UIDVALIDITY is the time in seconds: the next one must differ
    },
    async close() {
      await kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The connection of `user`'s mailbox on the test servers (plain IMAP on `imapPort`, SMTP on `smtpPort`),
 * as POST /api/user/mailboxes takes it (provider OTHER, the address as the user name).
 */
export const testMailConnection = (user: TestMailUser, imapPort: number, smtpPort: number) => ({
  provider: 'OTHER' as const,
  address: user.address,
  username: user.address,
  password: user.password,
  imap: { host: '127.0.0.1', port: imapPort, security: 'NONE' as const },
  smtp: { host: '127.0.0.1', port: smtpPort, security: 'NONE' as const },
});

/** Waits until `check` holds, asking every 100 ms (rejects after `ms`); answers how long it took (ms). */
export async function waitUntil(check: () => Promise<boolean>, ms: number): Promise<number> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return Date.now() - start;
}
