import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CHAT_MESSAGES, FILE_MESSAGES, chatRoutes } from '@crm/contracts';
import {
  apiCall,
  apiSession,
  browserSuite,
  chatMessage,
  login,
  sessionCall,
  settled,
  shot,
} from './support.js';

/** The chat id in the page's URL. */
const chatIdOf = (page: Page) => Number(new URL(page.url()).searchParams.get('chatId'));

/** The page's header count of chats with unread messages (no badge: none). */
const navUnreadChats = async (page: Page) => {
  const badge = page.getByTestId('nav-unread-chat');
  return (await badge.count()) ? Number(await badge.getAttribute('data-count')) : 0;
};

/** A BO and a PO chat live in a personal chat and a group, with edit and delete, in two browser contexts. */
describe('chat in a real browser', () => {
  const suite = browserSuite();
  const { errors } = suite;
  let bo: Page;
  let po: Page;
  let personalId = 0;
  /** The BO's chats with unread messages other than this one (the demo data's), once theirs is read. */
  let boOtherUnread = 0;
  const hello = `Hello Priya, the IPL deck is ready ${Date.now()}`;
  const reply = 'Great, send it over to the brand today.';

  it('the BO opens a personal chat with the PO from New chat and sends a message', async () => {
    bo = await suite.newPage();
    po = await suite.newPage();
    await login(bo, suite.url, 'bo@demo.test');
    await login(po, suite.url, 'po@demo.test', `${suite.url}/chat`);
    await po.getByTestId('chat-list').waitFor();

    await bo.goto(`${suite.url}/chat`);
    await bo.getByTestId('chat-list').waitFor();
    await bo.getByText('Select a chat').waitFor();
    await shot(bo, 'chat-01-empty');
    await bo.getByTestId('chat-new').click();
    await bo.getByTestId('chat-new-user').fill('Priya');
    await bo.getByRole('option', { name: /Priya Sharma/ }).click();
    await bo.waitForURL(/chatId=\d+/);
    personalId = chatIdOf(bo);
    await expect.poll(() => bo.getByTestId('chat-title').textContent()).toBe('Priya Sharma');

    await bo.getByTestId('chat-input').fill(hello);
    await bo.keyboard.press('Enter');
    await chatMessage(bo, hello).waitFor();
    await expect.poll(() => chatMessage(bo, hello).getAttribute('data-state')).toBe('sent');
    expect(await bo.getByTestId('chat-input').inputValue()).toBe('');
    // Shift+Enter makes a new line, not a message
    await bo.getByTestId('chat-input').press('Shift+Enter');
    expect(await bo.getByTestId('chat-view').getByTestId('chat-message').count()).toBe(1);
    await bo.getByTestId('chat-input').fill('');
    await shot(bo, 'chat-02-bo-sent');
    boOtherUnread = (await apiCall(bo, chatRoutes.list, { chatType: 'CHATS' })).unreadChats;
  });

  it('the PO sees it live without a reload, opens it and replies; the BO sees the reply live', async () => {
    expect(personalId).toBeGreaterThan(0);
    const item = po.getByTestId(`chat-item-${personalId}`);
    await item.waitFor({ timeout: 15_000 });
    await expect.poll(() => item.getByTestId('chat-item-unread').textContent()).toBe('1');
    await expect.poll(() => item.getByTestId('chat-item-preview').textContent()).toBe(hello);
    await po.getByTestId('nav-unread-chat').waitFor();
    await shot(po, 'chat-03-po-list-unread');

    await item.click();
    await chatMessage(po, hello).waitFor();
    // opening it marks it read: the badge goes
    await item.getByTestId('chat-item-unread').waitFor({ state: 'detached', timeout: 15_000 });
    await po.getByTestId('chat-input').fill(reply);
    await po.getByTestId('chat-send').click();
    await expect.poll(() => chatMessage(po, reply).getAttribute('data-state')).toBe('sent');
    await chatMessage(bo, reply).waitFor({ timeout: 15_000 });
    // the BO has the chat open: the reply is read at once, so only the other chats stay unread
    await expect
      .poll(() =>
        bo.getByTestId(`chat-item-${personalId}`).getByTestId('chat-item-preview').textContent(),
      )
      .toBe(reply);
    const unreadChats = async () =>
      (await apiCall(bo, chatRoutes.list, { chatType: 'CHATS' })).unreadChats;
    await expect.poll(unreadChats, { timeout: 15_000 }).toBe(boOtherUnread);
    await expect.poll(() => navUnreadChats(bo), { timeout: 15_000 }).toBe(boOtherUnread);
    await shot(bo, 'chat-04-bo-reply');
    // mid order on both sides
    for (const page of [bo, po]) {
      const texts = await page
        .getByTestId('chat-view')
        .getByTestId('message-text')
        .allTextContents();
      expect(texts).toEqual([hello, reply]);
    }
  });

  it('a group is created, opens for its creator, and its messages reach a member live', async () => {
    const name = `IPL deal room ${Date.now() % 100000}`;
    await bo.getByTestId('group-new').click();
    await bo.getByTestId('group-name').fill(name);
    await bo.getByTestId('group-description').fill('Sponsorship deals for the IPL season');
    await bo.getByTestId('group-members').fill('Priya');
    await bo.getByRole('option', { name: /Priya Sharma/ }).click();
    await bo.keyboard.press('Escape');
    await shot(bo, 'chat-05-new-group');
    await bo.getByTestId('group-create').click();
    await bo.getByText(CHAT_MESSAGES.groupCreated).first().waitFor();
    await expect.poll(() => bo.getByTestId('chat-title').textContent()).toBe(name);
    const groupId = chatIdOf(bo);
    expect(groupId).not.toBe(personalId);
    await expect.poll(() => bo.getByTestId('chat-subtitle').textContent()).toBe('2 members');
    await bo.getByTestId('chat-view').getByText(CHAT_MESSAGES.youCreatedGroup).waitFor();

    const first = 'Kick-off: who takes the title sponsor?';
    const second = 'Draft numbers are in the sheet.';
    await bo.getByTestId('chat-input').fill(first);
    await bo.keyboard.press('Enter');
    await bo.getByTestId('chat-input').fill(second);
    await bo.keyboard.press('Enter');
    await expect.poll(() => chatMessage(bo, second).getAttribute('data-state')).toBe('sent');

    const item = po.getByTestId(`chat-item-${groupId}`);
    await item.waitFor({ timeout: 15_000 });
    await expect
      .poll(() => item.getByTestId('chat-item-preview').textContent())
      .toBe(`Aarav: ${second}`);
    await item.click();
    await chatMessage(po, first).waitFor();
    await chatMessage(po, second).waitFor();
    await po.getByTestId('chat-view').getByText(CHAT_MESSAGES.youWereAdded).waitFor();
    await shot(po, 'chat-06-po-group');

    // the BO edits the first and deletes the second; the PO sees both live
    await chatMessage(bo, first).getByTestId('message-menu').click();
    await bo.getByTestId('message-edit').click();
    await bo.getByTestId('message-edit-input').fill('Kick-off: Priya takes the title sponsor.');
    await bo.getByTestId('message-edit-save').click();
    await chatMessage(bo, 'Priya takes the title sponsor').getByTestId('message-edited').waitFor();
    await chatMessage(po, 'Priya takes the title sponsor')
      .getByTestId('message-edited')
      .waitFor({ timeout: 15_000 });

    await chatMessage(bo, second).getByTestId('message-menu').click();
    await bo.getByTestId('message-delete').click();
    await bo.getByTestId('confirm-action').click();
    await chatMessage(bo, CHAT_MESSAGES.messageDeleted).waitFor();
    await chatMessage(po, CHAT_MESSAGES.messageDeleted).waitFor({ timeout: 15_000 });
    expect(await chatMessage(po, second).count()).toBe(0);
    await expect
      .poll(() =>
        po.getByTestId(`chat-item-${groupId}`).getByTestId('chat-item-preview').textContent(),
      )
      .toBe(CHAT_MESSAGES.messageDeleted);
    await shot(po, 'chat-07-po-edit-delete');
    await shot(bo, 'chat-08-bo-group');

    // the PO leaves the chat page; what happens meanwhile arrives when they come back (catch-up by mid and modified-since), without a reload
    await po.getByRole('link', { name: 'Home', exact: true }).click();
    await po.waitForURL(/\/home/);
    const away = 'Sent while you were on another page.';
    await bo.getByTestId('chat-input').fill(away);
    await bo.keyboard.press('Enter');
    await expect.poll(() => chatMessage(bo, away).getAttribute('data-state')).toBe('sent');
    await chatMessage(bo, 'Priya takes the title sponsor').getByTestId('message-menu').click();
    await bo.getByTestId('message-edit').click();
    await bo
      .getByTestId('message-edit-input')
      .fill('Kick-off: Priya and Aarav share the title sponsor.');
    await bo.getByTestId('message-edit-save').click();
    await chatMessage(bo, 'Priya and Aarav share').waitFor();
    await po.getByRole('link', { name: 'Chat', exact: true }).click();
    await po.getByTestId(`chat-item-${groupId}`).click();
    await chatMessage(po, away).waitFor({ timeout: 15_000 });
    await chatMessage(po, 'Priya and Aarav share').waitFor({ timeout: 15_000 });
    const texts = await po.getByTestId('chat-view').getByTestId('message-text').allTextContents();
    expect(texts).toEqual([
      'Kick-off: Priya and Aarav share the title sponsor.',
      CHAT_MESSAGES.messageDeleted,
      away,
    ]);
  });

  it('mute and pin answer with the spec’s toasts and show in the list', async () => {
    await po.getByTestId('chat-mute').click();
    await po.getByText(CHAT_MESSAGES.notificationsDisabled).first().waitFor();
    await po.getByTestId('chat-pin').click();
    await po.getByText(CHAT_MESSAGES.chatPinned).first().waitFor();
    const groupId = chatIdOf(po);
    const firstItem = po
      .getByTestId('chat-list')
      .locator('button[data-testid^="chat-item-"]')
      .first();
    await expect.poll(() => firstItem.getAttribute('data-testid')).toBe(`chat-item-${groupId}`);
    await firstItem.getByLabel('Muted').waitFor();
    await shot(po, 'chat-09-po-pinned-muted');
  });

  it('reply, react (quick and from the picker), pin, star, copy, typing, draft, forward and group info, each seen live by the other side', async () => {
    const groupId = chatIdOf(po);
    expect(chatIdOf(bo)).toBe(groupId);
    const original = 'Kick-off: Priya and Aarav share the title sponsor.';
    // the PO replies to the BO's message: both see the quoted original
    await chatMessage(po, original).hover();
    await chatMessage(po, original).getByTestId('message-menu').click();
    await po.getByTestId('message-reply').click();
    await po.getByTestId('chat-replying').waitFor();
    // while the PO types, the BO sees who is typing
    await po.getByTestId('chat-input').pressSequentially('Agreed, I will');
    await expect
      .poll(() => bo.getByTestId('chat-typing').textContent(), { timeout: 10_000 })
      .toBe('Priya Sharma is typing…');
    await po.getByTestId('chat-input').fill('Agreed, I will draft the split.');
    await po.keyboard.press('Enter');
    const answer = chatMessage(po, 'Agreed, I will draft the split.');
    await expect.poll(() => answer.getAttribute('data-state')).toBe('sent');
    await po.getByTestId('chat-replying').waitFor({ state: 'detached' });
    await expect.poll(() => answer.getByTestId('message-quote').textContent()).toContain(original);
    const answerOnBo = chatMessage(bo, 'Agreed, I will draft the split.');
    await expect
      .poll(() => answerOnBo.getByTestId('message-quote').textContent(), { timeout: 15_000 })
      .toContain(original);
    // the typing mark clears itself
    await bo.getByTestId('chat-typing').waitFor({ state: 'detached', timeout: 10_000 });

    // the BO reacts 👍 from the quick row and 🚀 from the full picker (served by the app, no CDN); the PO sees both live
    await answerOnBo.hover();
    await answerOnBo.getByTestId('message-react').click();
    await bo.getByTestId('emoji-picker').getByRole('button', { name: 'React 👍' }).click();
    await answerOnBo.hover();
    await answerOnBo.getByTestId('message-react').click();
    await bo.getByTestId('emoji-picker').getByLabel('Search emoji').fill('rocket');
    await bo
      .getByTestId('emoji-picker')
      .getByRole('gridcell', { name: 'Rocket', exact: true })
      .click();
    await expect
      .poll(() => answerOnBo.getByTestId('message-reaction').allTextContents())
      .toEqual(['👍1', '🚀1']);
    await expect
      .poll(() => answer.getByTestId('message-reaction').allTextContents(), { timeout: 15_000 })
      .toEqual(['👍1', '🚀1']);
    await shot(bo, 'chat-13-reply-reactions');
    // the PO adds a 👍 too, then the BO takes theirs back by clicking the chip
    await answer.getByTestId('message-reaction').first().click();
    await expect
      .poll(() => answerOnBo.getByTestId('message-reaction').first().textContent(), {
        timeout: 15_000,
      })
      .toBe('👍2');
    await answerOnBo.getByTestId('message-reaction').first().click();
    await expect
      .poll(() => answer.getByTestId('message-reaction').first().textContent(), { timeout: 15_000 })
      .toBe('👍1');

    // the PO pins the BO's message: the BO sees the mark live and finds it in the pinned list
    await chatMessage(po, original).hover();
    await chatMessage(po, original).getByTestId('message-menu').click();
    await po.getByTestId('message-pin').click();
    await po.getByText(CHAT_MESSAGES.messagePinned).first().waitFor();
    await chatMessage(bo, original).getByTestId('message-pinned').waitFor({ timeout: 15_000 });
    await bo.getByTestId('chat-pinned-list').click();
    await expect
      .poll(() => bo.getByTestId('pinned-drawer').getByTestId('pinned-text').allTextContents())
      .toEqual([original]);
    await settled(bo.getByTestId('pinned-drawer'));
    await shot(bo, 'chat-14-pinned-list');
    await bo.getByTestId('pinned-open').click();
    await bo.getByTestId('pinned-drawer').getByTestId('pinned-item').waitFor({ state: 'hidden' });

    // the BO stars the PO's answer (for themselves only) and copies it
    await answerOnBo.hover();
    await answerOnBo.getByTestId('message-menu').click();
    await bo.getByTestId('message-star').click();
    await answerOnBo.getByTestId('message-starred').waitFor();
    expect(await answer.getByTestId('message-starred').count()).toBe(0);
    await bo.getByTestId('chat-starred-list').click();
    await expect
      .poll(() => bo.getByTestId('starred-drawer').getByTestId('starred-text').allTextContents())
      .toEqual(['Agreed, I will draft the split.']);
    await bo.keyboard.press('Escape');
    await bo.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await answerOnBo.hover();
    await answerOnBo.getByTestId('message-menu').click();
    await bo.getByTestId('message-copy').click();
    await bo.getByText(CHAT_MESSAGES.textCopied).first().waitFor();
    expect(await bo.evaluate(() => navigator.clipboard.readText())).toBe(
      'Agreed, I will draft the split.',
    );

    // a draft stays with its chat (shown in the list) and comes back on return
    await bo.getByTestId('chat-input').fill('Half-written thought');
    await expect
      .poll(() =>
        bo.getByTestId(`chat-item-${groupId}`).getByTestId('chat-item-preview').textContent(),
      )
      .toBe('Draft: Half-written thought');
    await bo.getByTestId(`chat-item-${personalId}`).click();
    await expect.poll(() => bo.getByTestId('chat-title').textContent()).toBe('Priya Sharma');
    expect(await bo.getByTestId('chat-input').inputValue()).toBe('');
    await bo.getByTestId(`chat-item-${groupId}`).click();
    await expect.poll(() => bo.getByTestId('chat-input').inputValue()).toBe('Half-written thought');
    await bo.getByTestId('chat-input').fill('');

    // @mentions: '@' lists the chat's other members; the pick goes as a mention and shows as the name, linking to the profile
    await bo.getByTestId('chat-input').pressSequentially('@Pri');
    await bo.getByRole('option', { name: /Priya Sharma/ }).click();
    await bo.getByTestId('chat-input').pressSequentially('can you confirm?');
    await shot(bo, 'chat-16a-mention');
    await bo.keyboard.press('Enter');
    await expect
      .poll(() => chatMessage(bo, 'can you confirm?').getAttribute('data-state'))
      .toBe('sent');
    await expect
      .poll(() => chatMessage(po, 'can you confirm?').locator('a').textContent(), {
        timeout: 15_000,
      })
      .toBe('Priya Sharma');

    // the BO forwards the PO's answer to their personal chat: the PO sees it there, marked forwarded
    await answerOnBo.hover();
    await answerOnBo.getByTestId('message-menu').click();
    await bo.getByTestId('message-forward').click();
    await bo.getByTestId('forward-chats').click();
    await bo.getByRole('option', { name: 'Priya Sharma' }).click();
    await bo.keyboard.press('Escape');
    await bo.getByTestId('forward-send').click();
    await bo.getByText(CHAT_MESSAGES.forwarded).first().waitFor();
    await po.getByTestId(`chat-item-${personalId}`).click();
    const forwarded = chatMessage(po, 'Agreed, I will draft the split.');
    await forwarded.getByTestId('message-forwarded').waitFor({ timeout: 15_000 });
    await shot(po, 'chat-15-forwarded');
    await po.getByTestId(`chat-item-${groupId}`).click();

    // group info: the owner renames the group and sees its members; the member sees no edit controls
    await bo.getByTestId('chat-info').click();
    await expect
      .poll(() => bo.getByTestId('group-info').getByTestId('group-member').count())
      .toBe(2);
    await bo.getByTestId('group-info-name').fill('IPL title sponsor room');
    await bo.getByTestId('group-info-save').click();
    await bo.getByText(CHAT_MESSAGES.groupUpdated).first().waitFor();
    await expect
      .poll(() => bo.getByTestId('chat-title').textContent())
      .toBe('IPL title sponsor room');
    await shot(bo, 'chat-16-group-info');
    await bo.keyboard.press('Escape');
    await expect
      .poll(() => po.getByTestId('chat-title').textContent(), { timeout: 15_000 })
      .toBe('IPL title sponsor room'); // live on the member's side
    await po.getByTestId('chat-info').click();
    await po.getByTestId('group-leave').waitFor();
    expect(await po.getByTestId('group-info-name').count()).toBe(0);
    expect(await po.getByTestId('group-member-remove').count()).toBe(0);
    await po.keyboard.press('Escape');
  });

  it('files: the BO attaches a PDF and an image (an unsupported file is refused), the PO sees them live, downloads one and finds them in the files tab', async () => {
    const groupId = chatIdOf(bo);
    expect(chatIdOf(po)).toBe(groupId);
    // a 2×2 red PNG and a one-page PDF
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEUlEQVR4nGP4z8DwnwGMgRQAH+4D/dJQfRoAAAAASUVORK5CYII=',
      'base64',
    );
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    );
    const pick = async (files: { name: string; mimeType: string; buffer: Buffer }[]) => {
      const chooser = bo.waitForEvent('filechooser');
      await bo.getByTestId('chat-attach').click();
      await (await chooser).setFiles(files);
    };
    await pick([
      { name: 'installer.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') },
    ]);
    await expect
      .poll(() => bo.getByTestId('chat-upload-error').textContent())
      .toBe(FILE_MESSAGES.formatNotSupported);
    expect(await bo.getByTestId('chat-send').isDisabled()).toBe(true);
    await bo.getByLabel('Remove installer.exe').click();
    await pick([
      { name: 'Rate card 2026.pdf', mimeType: 'application/pdf', buffer: pdf },
      { name: 'Stage mockup.png', mimeType: 'image/png', buffer: png },
    ]);
    await expect
      .poll(() =>
        bo
          .getByTestId('chat-upload')
          .evaluateAll((els) => els.map((e) => e.getAttribute('data-state'))),
      )
      .toEqual(['done', 'done']);
    await shot(bo, 'chat-17-attachments');
    await bo.getByTestId('chat-input').fill('The rate card and the stage mockup');
    await bo.keyboard.press('Enter');
    const sentOnBo = chatMessage(bo, 'The rate card and the stage mockup');
    await expect.poll(() => sentOnBo.getAttribute('data-state')).toBe('sent');
    await bo.getByTestId('chat-uploads').waitFor({ state: 'detached' });
    const onPo = chatMessage(po, 'The rate card and the stage mockup');
    await onPo.getByTestId('message-file').waitFor({ timeout: 15_000 });
    expect(await onPo.getByTestId('message-file').textContent()).toContain('Rate card 2026.pdf');
    await expect
      .poll(() =>
        onPo
          .getByTestId('message-file-preview')
          .locator('img')
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      )
      .toBe(2);
    await shot(po, 'chat-18-files-received');
    const download = po.waitForEvent('download');
    await onPo.getByTestId('message-file-download').click();
    expect((await download).suggestedFilename()).toBe('Rate card 2026.pdf');
    // the files tab: all, media, docs
    await po.getByTestId('chat-files').click();
    const drawer = po.getByTestId('files-drawer');
    await expect.poll(() => drawer.getByTestId('files-item').count()).toBe(2);
    await po.getByTestId('files-tab-media').click();
    await expect
      .poll(() => drawer.getByTestId('files-item').allTextContents())
      .toEqual([expect.stringContaining('Stage mockup.png')]);
    await po.getByTestId('files-tab-docs').click();
    await expect
      .poll(() => drawer.getByTestId('files-item').allTextContents())
      .toEqual([expect.stringContaining('Rate card 2026.pdf')]);
    await shot(po, 'chat-19-files-tab');
    await po.keyboard.press('Escape');
  });

  it('a member who was offline gets what was sent meanwhile when the socket reconnects (catch-up by mid), and what they wrote offline is delivered once', async () => {
    await po.context().setOffline(true);
    await expect
      .poll(() => po.getByTestId('socket-status').first().getAttribute('data-state'), {
        timeout: 20_000,
      })
      .not.toBe('connected');
    const missed = 'Sent while you were offline.';
    await bo.getByTestId('chat-input').fill(missed);
    await bo.keyboard.press('Enter');
    await expect.poll(() => chatMessage(bo, missed).getAttribute('data-state')).toBe('sent');
    await po.waitForTimeout(500);
    expect(await chatMessage(po, missed).count()).toBe(0);
    // the PO writes while offline: the message waits in the outbox (IndexedDB 'itwchat') and goes when the socket is back
    const queued = 'Typed while offline.';
    await po.getByTestId('chat-input').fill(queued);
    await po.keyboard.press('Enter');
    await chatMessage(po, queued).getByTestId('message-failed').waitFor({ timeout: 15_000 });
    expect(
      await po.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const open = indexedDB.open('itwchat');
            open.onsuccess = () => {
              const count = open.result.transaction('outbox').objectStore('outbox').count();
              count.onsuccess = () => resolve(count.result);
            };
          }),
      ),
    ).toBe(1);
    await po.context().setOffline(false);
    await po.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect
      .poll(() => po.getByTestId('socket-status').first().getAttribute('data-state'), {
        timeout: 20_000,
      })
      .toBe('connected');
    await chatMessage(po, missed).waitFor({ timeout: 15_000 });
    expect(await chatMessage(po, missed).count()).toBe(1);
    await expect
      .poll(() => chatMessage(po, queued).getAttribute('data-state'), { timeout: 15_000 })
      .toBe('sent');
    await chatMessage(bo, queued).waitFor({ timeout: 15_000 });
    expect(await chatMessage(bo, queued).count()).toBe(1);
    expect(await chatMessage(po, queued).count()).toBe(1);
  });

  it('/chat?userId opens the personal chat; a send that fails is marked and goes with Retry (one message)', async () => {
    const info = await apiCall(bo, chatRoutes.info, { chatId: personalId });
    await bo.goto(`${suite.url}/chat?userId=${info.otherUser!.userId}`);
    await bo.waitForURL(new RegExp(`chatId=${personalId}`));
    expect(new URL(bo.url()).searchParams.has('userId')).toBe(false);
    await chatMessage(bo, reply).waitFor();

    await bo.route('**/api/message', (route) =>
      route.request().method() === 'PUT' ? route.abort() : route.continue(),
    );
    const flaky = 'Sent on a flaky network.';
    await bo.getByTestId('chat-input').fill(flaky);
    await bo.keyboard.press('Enter');
    await expect.poll(() => chatMessage(bo, flaky).getAttribute('data-state')).toBe('sending');
    await chatMessage(bo, flaky).getByTestId('message-failed').waitFor({ timeout: 15_000 });
    await shot(bo, 'chat-10-failed-send');
    await bo.unroute('**/api/message');
    await chatMessage(bo, flaky).getByTestId('message-retry').click();
    await expect.poll(() => chatMessage(bo, flaky).getAttribute('data-state')).toBe('sent');
    await expect
      .poll(
        () =>
          po.getByTestId(`chat-item-${personalId}`).getByTestId('chat-item-preview').textContent(),
        { timeout: 15_000 },
      )
      .toBe(flaky);
    expect(await chatMessage(bo, flaky).count()).toBe(1);
  });

  it('a long history opens at the newest and loads older pages (beforeMid) on scrolling up, in mid order', async () => {
    const total = 130;
    // the history is written from outside the browser, with neither page open on the chat: drawing 130
    // live messages twice is not what this test is about
    await po.close();
    await bo.goto(`${suite.url}/home`);
    const sender = await apiSession(suite.url, 'bo@demo.test');
    for (let i = 0; i < total; i += 10)
      await Promise.all(
        Array.from({ length: Math.min(10, total - i) }, (_, k) =>
          sessionCall(suite.url, sender, chatRoutes.send, {
            chatId: personalId,
            content: `Bulk ${i + k + 1}`,
            localId: `bulk-${i + k + 1}`,
          }),
        ),
      );
    const fresh = await suite.newPage();
    await login(fresh, suite.url, 'po@demo.test', `${suite.url}/chat?chatId=${personalId}`);
    const view = fresh.getByTestId('chat-view');
    await view.getByTestId('chat-message').last().waitFor();
    // it opens at the bottom, with the newest; the first message is two pages up and not rendered
    await expect
      .poll(() => view.getByTestId('chat-message').last().getAttribute('data-state'))
      .toBe('sent');
    expect(await chatMessage(fresh, hello).count()).toBe(0);
    expect(await view.getByTestId('chat-message').count()).toBeLessThan(60);
    await shot(fresh, 'chat-11-long-history');
    const scroller = view.getByTestId('chat-messages');
    await expect
      .poll(
        async () => {
          await scroller.evaluate((el) => el.scrollTo({ top: 0 }));
          return chatMessage(fresh, hello).count();
        },
        { timeout: 20_000, interval: 300 },
      )
      .toBe(1);
    await view.getByText('Start of the conversation').waitFor();
    const mids = (
      await view
        .getByTestId('chat-message')
        .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-mid'))))
    ).filter((n) => n > 0);
    expect(mids).toEqual([...mids].sort((a, b) => a - b));
    expect(mids[0]).toBe(1);
    await shot(fresh, 'chat-12-start-of-history');
    // scrolled up, a button jumps back to the newest
    await fresh.getByTestId('chat-jump-latest').click();
    await chatMessage(fresh, `Bulk ${total}`).waitFor();
    await fresh.getByTestId('chat-jump-latest').waitFor({ state: 'detached' });
    await fresh.close();
    // Logout clears the local databases (spec 000 §4): the chat outbox is gone
    const databases = () =>
      bo.evaluate(async () => (await indexedDB.databases()).map((d) => d.name));
    expect(await databases()).toContain('itwchat');
    await bo.getByLabel('Profile menu').click();
    await bo.getByRole('menuitem', { name: 'Logout' }).click();
    await bo.waitForURL(/\/login/);
    expect(await databases()).not.toContain('itwchat');
    await bo.close();
  });

  it('raised no console errors on the way', () => {
    // the flaky-network test aborts the first send and its 3 retries on purpose: Chromium logs each as ERR_FAILED;
    // while the PO's browser is offline on purpose, socket reconnect attempts and the offline send (4 tries) may log ERR_INTERNET_DISCONNECTED
    expect(errors.filter((e) => /ERR_FAILED/.test(e)).length).toBeLessThanOrEqual(4);
    expect(errors.filter((e) => /ERR_INTERNET_DISCONNECTED/.test(e)).length).toBeLessThanOrEqual(8);
    expect(
      errors.filter((e) => !/403|Forbidden|ERR_FAILED|ERR_INTERNET_DISCONNECTED/i.test(e)),
    ).toEqual([]);
  });
});
