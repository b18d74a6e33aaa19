import { describe, expect, it } from 'vitest';
import { parseMail } from './parse.js';

/** A mail of `headers` and `body`, as a mailbox holds it. */
const source = (headers: string[], body: string) =>
  Buffer.from([...headers, '', body].join('\r\n'));

describe('parsing a mail (issue 41 §2)', () => {
  const keep = async () => undefined;

  it('gives an HTML-only mail a text and snippet as a reader sees it: no link or image addresses, no script', async () => {
    const m = await parseMail(
      source(
        ['From: a@brand.test', 'Subject: Hi', 'Content-Type: text/html; charset=utf-8'],
        '<p>Hello <a href="https://example.com/deck">our deck</a> and <img src="https://t.example/p.png" alt="logo"> bye</p><script>alert(1)</script>',
      ),
      keep,
    );
    expect(m.snippet).toBe('Hello our deck and bye');
    expect(m.htmlBody).toContain('href="https://example.com/deck"'); // the HTML itself as sent
  });

  it('keeps a text part as it is, and one mail without a Message-ID the same id when read twice', async () => {
    const mail = source(
      ['From: a@brand.test', 'Subject: Rates', 'Date: Mon, 05 Jan 2026 10:00:00 +0000'],
      'The rate card: https://example.com/rates',
    );
    const [first, again] = [await parseMail(mail, keep), await parseMail(mail, keep)];
    expect(first.textBody).toBe('The rate card: https://example.com/rates');
    expect(first.messageId).toMatch(/@no-message-id$/);
    expect(again.messageId).toBe(first.messageId);
  });
});
