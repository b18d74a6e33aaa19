import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chatRoutes } from '@crm/contracts';
import { startStack, type Stack } from './balancerStack.js';
import {
  apiCall,
  apiSession,
  assignTask,
  bellCount,
  browserSuite,
  chatMessage,
  chatTexts,
  downloadedBytes,
  login,
  sessionUser,
  shot,
  socketConnected,
} from './support.js';

/**
 * The copy that answered the page's latest WebSocket handshake (nginx's X-Served-By on the 101 answer),
 * read through the DevTools protocol (the handshake's headers are out of the page's reach); undefined
 * from the moment a new WebSocket opens until its handshake is answered.
 */
async function socketCopy(page: Page): Promise<() => string | undefined> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  let copy: string | undefined;
  cdp.on('Network.webSocketCreated', () => (copy = undefined));
  cdp.on('Network.webSocketHandshakeResponseReceived', (e) => {
    const headers = Object.entries(e.response.headers);
    copy = headers.find(([k]) => k.toLowerCase() === 'x-served-by')?.[1];
  });
  return () => copy;
}

/** Types `text` in the open chat and sends it (Enter), without waiting for the server's ack. */
async function type(page: Page, text: string) {
  await page.getByTestId('chat-input').fill(text);
  await page.keyboard.press('Enter');
}

/** The chat's messages as the server keeps them, oldest first. */
const storedTexts = async (page: Page, chatId: number) =>
  (await apiCall(page, chatRoutes.messages, { chatId })).messages
    .toSorted((a, b) => a.mid - b.mid)
    .map((m) => m.content);

// The recipe needs the PostgreSQL server and Redis (CI has both: TEST_DATABASE_URL, TEST_REDIS_URL) and nginx.
describe.runIf(!!process.env.TEST_DATABASE_URL && !!process.env.TEST_REDIS_URL)(
  'two server copies behind nginx (the production recipe of docs/operations.md)',
  () => {
    let stack: Stack | undefined;
    const suite = browserSuite(async () => (stack = await startStack()));
    const { newPage, errors } = suite;
    /** Each person's page, and the copy their socket is on. */
    const people: { page: Page; copy: () => string | undefined; userId: number }[] = [];
    let chatId = 0;
    /** Every message sent so far, in the order each person sent theirs. */
    const sent: string[] = [];
    let upload: { url: string; copy: string; bytes: Buffer } | undefined;

    it('two people land on different copies through nginx and chat both ways live', async () => {
      for (const email of ['bo@demo.test', 'po@demo.test']) {
        const page = await newPage();
        const copy = await socketCopy(page);
        await login(page, suite.url, email);
        people.push({ page, copy, userId: (await sessionUser(page)).userId });
      }
      const [bo, po] = people;
      chatId = (await apiCall(bo.page, chatRoutes.personalChat, { userId: po.userId })).id;
      const openChat = async (page: Page, copy: () => string | undefined) => {
        await page.goto(`${suite.url}/chat?chatId=${chatId}`);
        await page.getByTestId('chat-view').waitFor();
        await socketConnected(page);
        await expect.poll(copy).toBeDefined();
      };
      for (const { page, copy } of people) await openChat(page, copy);
      // each load of the PO's page makes a new handshake, which nginx's round robin puts on either copy: until it is the other one
      for (let i = 0; i < 20 && po.copy() === bo.copy(); i++) await openChat(po.page, po.copy);
      const ids = stack!.copies.map((c) => c.id);
      expect([bo.copy(), po.copy()].toSorted()).toEqual(ids.toSorted());

      const hello = 'Hello from the first copy: the IPL deck is ready.';
      await type(bo.page, hello);
      sent.push(hello);
      await chatMessage(po.page, hello).waitFor({ timeout: 15_000 });
      const reply = 'And hello back from the second copy: send it over.';
      await type(po.page, reply);
      sent.push(reply);
      await chatMessage(bo.page, reply).waitFor({ timeout: 15_000 });
      for (const { page } of people) await expect.poll(() => chatTexts(page)).toEqual(sent);
    });

    it('an assignment made on one copy notifies the person on the other copy live', async () => {
      const [bo, po] = people;
      for (const [from, to] of [
        [bo, po],
        [po, bo],
      ]) {
        const before = await bellCount(to.page);
        await assignTask(from.page, to.userId, `Across the copies ${to.userId}`);
        await expect.poll(() => bellCount(to.page), { timeout: 15_000 }).toBe(before + 1);
      }
    });

    it('a file attached through one copy is stored in the bucket for every copy', async () => {
      const [bo] = people;
      const bytes = Buffer.from(
        `%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n% ${randomBytes(8).toString('hex')}\n`,
      );
      const [chooser] = await Promise.all([
        bo.page.waitForEvent('filechooser'),
        bo.page.getByTestId('chat-attach').click(),
      ]);
      const [res] = await Promise.all([
        bo.page.waitForResponse(
          (r) => r.url().includes('/api/files/upload') && r.request().method() === 'POST',
        ),
        chooser.setFiles([{ name: 'Rate card.pdf', mimeType: 'application/pdf', buffer: bytes }]),
      ]);
      expect(res.status()).toBe(200);
      const { data } = (await res.json()) as { data: { url: string } };
      upload = { url: data.url, copy: (await res.headerValue('x-served-by'))!, bytes };
      expect(stack!.copies.map((c) => c.id)).toContain(upload.copy);
      // the bytes are in the bucket (s3rver's folder), where every copy reads them
      const stored = readdirSync(stack!.bucketDir, { recursive: true, withFileTypes: true }).filter(
        (e) => e.isFile() && readFileSync(path.join(e.parentPath, e.name)).equals(bytes),
      );
      expect(stored).toHaveLength(1);
      await expect
        .poll(() => bo.page.getByTestId('chat-upload').getAttribute('data-state'))
        .toBe('done');
      const text = 'The rate card, attached.';
      await type(bo.page, text);
      sent.push(text);
      await expect.poll(() => chatMessage(bo.page, text).getAttribute('data-state')).toBe('sent');
      await chatMessage(people[1].page, text)
        .getByTestId('message-file')
        .waitFor({ timeout: 15_000 });
    });

    it('the copy that took the upload is killed (SIGKILL) mid-conversation: both reconnect through nginx to the survivor, catch up and lose nothing', async () => {
      const victim = stack!.copies.find((c) => c.id === upload!.copy)!;
      const survivor = stack!.copies.find((c) => c !== victim)!;
      // the person whose socket is on the victim, and the other one
      const cut = people.find((p) => p.copy() === victim.id)!;
      const kept = people.find((p) => p !== cut)!;
      expect(kept.copy()).toBe(survivor.id);

      const before = [
        'Just before the kill, from the cut side.',
        'Just before the kill, from the kept side.',
      ];
      await type(cut.page, before[0]);
      await type(kept.page, before[1]);
      victim.kill();
      const after = [
        'Right after the kill, from the cut side.',
        'Right after the kill, from the kept side.',
        'While the cut side reconnects.',
      ];
      await type(cut.page, after[0]);
      await type(kept.page, after[1]);
      await type(kept.page, after[2]);
      sent.push(...before, ...after);

      // the cut page's socket comes back, through nginx, on the survivor; the kept one never left it
      await expect.poll(cut.copy, { timeout: 30_000 }).toBe(survivor.id);
      await socketConnected(cut.page);
      expect(kept.copy()).toBe(survivor.id);
      await socketConnected(kept.page);

      // nothing lost, nothing twice: every message once, acknowledged, in the server's order on both pages
      await expect
        .poll(async () => (await storedTexts(kept.page, chatId)).toSorted(), { timeout: 30_000 })
        .toEqual(sent.toSorted());
      const stored = await storedTexts(kept.page, chatId);
      for (const { page } of people)
        await expect.poll(() => chatTexts(page), { timeout: 30_000 }).toEqual(stored);
      for (const text of [before[0], after[0]])
        await expect
          .poll(() => chatMessage(cut.page, text).getAttribute('data-state'))
          .toBe('sent');
      for (const text of [before[1], ...after.slice(1)])
        await expect
          .poll(() => chatMessage(kept.page, text).getAttribute('data-state'))
          .toBe('sent');
      await shot(cut.page, 'balancer-01-cut-side-caught-up');

      // notifications stay live for the person who was cut off
      const badge = await bellCount(cut.page);
      await assignTask(kept.page, cut.userId, 'After the failover');
      await expect.poll(() => bellCount(cut.page), { timeout: 15_000 }).toBe(badge + 1);
    });

    it('the upload made through the killed copy downloads, same bytes, through the survivor', async () => {
      const survivor = stack!.copies.find((c) => c.id !== upload!.copy)!;
      const page = people[1].page;
      const card = chatMessage(page, 'The rate card, attached.').getByTestId('message-file');
      const [res, download] = await Promise.all([
        page.waitForResponse(
          (r) => r.url().endsWith(upload!.url) && r.request().method() === 'GET',
        ),
        page.waitForEvent('download'),
        card.getByTestId('message-file-download').click(),
      ]);
      expect(res.status()).toBe(200);
      expect(await res.headerValue('x-served-by')).toBe(survivor.id);
      expect((await downloadedBytes(download)).equals(upload!.bytes)).toBe(true);
    });

    it('the API reference in production: an admin signed in opens it from the menu and reads every call; a non-admin’s token is refused the document', async () => {
      const admin = await newPage();
      await login(admin, suite.url, 'admin@demo.test');
      await admin.getByRole('button', { name: 'Profile menu' }).click();
      const [docs] = await Promise.all([
        admin.context().waitForEvent('page'),
        admin.getByTestId('menu-api-docs').click(),
      ]);
      // the page sends the admin's session token: the document loads and lists the calls
      await docs
        .getByText('Creates an API token of the caller', { exact: false })
        .first()
        .waitFor();
      await docs.close();
      await admin.close();
      const bo = await apiSession(suite.url, 'bo@demo.test');
      const refused = await fetch(`${suite.url}/api/docs/json`, {
        headers: { authorization: `Bearer ${bo.token}` },
      });
      expect(refused.status).toBe(403);
      expect((await fetch(`${suite.url}/api/docs/json`)).status).toBe(401);
    });

    it('raised no console errors but the cut connection', () => {
      // the killed copy's socket closes and its in-flight request answers 502 until the retry
      expect(errors.filter((e) => !/502 \(Bad Gateway\)|WebSocket connection to/.test(e))).toEqual(
        [],
      );
    });
  },
);
