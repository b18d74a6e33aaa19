import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

/** A mail the test SMTP server took: its envelope recipients and the parsed message. */
type ReceivedMail = {
  to: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** Attached files: name and size in bytes. */
  attachments: { filename: string; size: number }[];
};

/** A real SMTP server for tests (smtp-server), on 127.0.0.1. */
export type TestSmtp = {
  /** `smtp://127.0.0.1:<port>`, the server's SMTP_URL. */
  url: string;
  port: number;
  /** Every mail taken, in order. */
  received: ReceivedMail[];
  /** Waits until `n` mails arrived (rejects after `ms`, default 15 s). */
  waitFor: (n: number, ms?: number) => Promise<ReceivedMail[]>;
  close: () => Promise<void>;
};

/**
 * Starts an SMTP server that takes every mail (no TLS) on `port` (default a free one), except for the
 * recipients `refuse` names, which it refuses with 550 as a real server refuses an unknown mailbox. With
 * `auth`, a sender must sign in (PLAIN or LOGIN) as that user; any other credentials get 535.
 */
export async function startSmtp(
  opts: {
    port?: number;
    refuse?: (address: string) => boolean;
    auth?: { user: string; pass: string };
  } = {},
): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: !opts.auth,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      const ok = auth.username === opts.auth?.user && auth.password === opts.auth?.pass;
      if (ok) return callback(null, { user: auth.username });
      callback(Object.assign(new Error('5.7.8 Authentication failed'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, callback) {
      if (opts.refuse?.(address.address)) {
        const refusal = Object.assign(new Error('5.1.1 No such mailbox here'), {
          responseCode: 550,
        });
        return callback(refusal);
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            messageId: mail.messageId ?? '',
            attachments: mail.attachments.map((a) => ({
              filename: a.filename ?? '',
              size: a.size,
            })),
          });
          callback();
        })
        .catch(callback);
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    const net = server.listen(opts.port ?? 0, '127.0.0.1', () => {
      const address = net.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    async waitFor(n, ms = 15_000) {
      for (const start = Date.now(); received.length < n;) {
        if (Date.now() - start > ms)
          throw new Error(`${received.length} of ${n} mails arrived in ${ms} ms`);
        await new Promise((r) => setTimeout(r, 100));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
