import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { FILE_MESSAGES, MESSAGES, NOTE_MESSAGES } from '@crm/contracts';
import { browserSuite, downloadedBytes, login, shot } from './support.js';

/** A small, valid one-page PDF made here (no fixture file). */
function tinyPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj ${o} endobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer << /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body);
}

/** Brand notes (private and public) and brand files (upload, list, download) in Chromium. */
describe('brand notes and files in a real browser', () => {
  const suite = browserSuite();
  const { errors } = suite;
  let brandPath = '';
  const PRIVATE = 'E2E private pricing floor';
  const PUBLIC = 'E2E public cricket plan';

  const newPage = () => suite.newPage({ acceptDownloads: true });

  async function addNote(page: Page, title: string, description: string, isPrivate: boolean) {
    await page.getByTestId('note-add').click();
    await page.getByTestId('note-title').fill(title);
    await page.getByTestId('note-description').fill(`   ${description}`); // leading whitespace is stripped
    if (isPrivate) await page.getByTestId('note-private').check();
    await page.getByTestId('note-save').click();
    await page.getByText(NOTE_MESSAGES.created).first().waitFor();
    await page.getByTestId('note-form').waitFor({ state: 'detached' });
  }

  it('a BO adds a private and a public note on their brand', async () => {
    const page = await newPage();
    await login(page, suite.url, 'bo@demo.test', `${suite.url}/brands`);
    const firstBrand = page
      .getByTestId('brands-table')
      .locator('tbody tr')
      .first()
      .getByRole('link')
      .first();
    await firstBrand.waitFor();
    await firstBrand.click();
    await page.waitForURL(/\/brandInfo\/\d+/);
    brandPath = new URL(page.url()).pathname;
    await page.getByTestId('info-tab-Notes').click();
    await page.getByTestId('notes-tab').waitFor();
    await addNote(page, PRIVATE, 'Open at the rate card; floor is 12 Cr.', true);
    await addNote(page, PUBLIC, 'Pitch the T20 league title slot before January.', false);
    const list = page.getByTestId('notes-list');
    const priv = list.locator('[data-private="true"]').filter({ hasText: PRIVATE });
    await priv.waitFor();
    await expect.poll(() => priv.textContent()).toContain('Private');
    await expect.poll(() => priv.textContent()).toContain('Open at the rate card');
    await list.locator('[data-private="false"]').filter({ hasText: PUBLIC }).waitFor();
    await shot(page, 'nf-01-bo-notes');

    // edit: the author sees Edit; change the public note's text
    await list
      .locator('[data-private="false"]')
      .filter({ hasText: PUBLIC })
      .getByTestId('note-edit')
      .click();
    await page
      .getByTestId('note-description')
      .fill('Pitch the T20 league title slot before 15 January.');
    await page.getByTestId('note-save').click();
    await page.getByText(NOTE_MESSAGES.updated).first().waitFor();
    await list.getByText('before 15 January').waitFor();
    await page.close();
  });

  it('a PO sees the public note only, and cannot edit it', async () => {
    const page = await newPage();
    await login(page, suite.url, 'po@demo.test', `${suite.url}${brandPath}?infoTab=Notes`);
    const list = page.getByTestId('notes-list');
    const pub = list.locator('[data-private]').filter({ hasText: PUBLIC });
    await pub.waitFor();
    expect(await list.getByText(PRIVATE).count()).toBe(0);
    expect(await pub.getByTestId('note-edit').count()).toBe(0);
    await page.getByTestId('notes-filter').getByText('My private').click();
    await page.getByTestId('empty-state').or(list).first().waitFor();
    expect(await page.getByText(PRIVATE).count()).toBe(0);
    await shot(page, 'nf-02-po-notes');
    await page.close();
  });

  it('the BO uploads a PDF on the Files tab, sees it listed and downloads the same bytes', async () => {
    const page = await newPage();
    await login(page, suite.url, 'bo@demo.test', `${suite.url}${brandPath}?infoTab=Files`);
    await page.getByTestId('files-tab').waitFor();
    await page.getByTestId('empty-state').waitFor();
    const pdf = tinyPdf();
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('upload-choose').click();
    await (
      await chooser
    ).setFiles({ name: 'Rate card 2026.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByText(FILE_MESSAGES.uploaded).first().waitFor();
    const row = page
      .getByTestId('files-table')
      .locator('tbody tr')
      .filter({ hasText: 'Rate card 2026.pdf' });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain(`${pdf.length} B`);
    await expect.poll(() => row.textContent()).toContain('Aarav Mehta');
    await shot(page, 'nf-03-bo-files');

    // an unsupported type is refused before any upload
    const chooser2 = page.waitForEvent('filechooser');
    await page.getByTestId('upload-choose').click();
    await (
      await chooser2
    ).setFiles({ name: 'page.html', mimeType: 'text/html', buffer: Buffer.from('<h1>x</h1>') });
    await page.getByText(FILE_MESSAGES.formatNotSupported, { exact: false }).first().waitFor();

    const download = page.waitForEvent('download');
    await row.getByTestId('file-download').click();
    const d = await download;
    expect(d.suggestedFilename()).toBe('Rate card 2026.pdf');
    expect(await downloadedBytes(d)).toEqual(pdf);
    await page.getByText(MESSAGES.downloadCompleted).first().waitFor();

    // the Media tab does not list it; Docs does
    await page.getByTestId('files-type').getByText('Media').click();
    await page.getByTestId('empty-state').waitFor();
    await page.getByTestId('files-type').getByText('Docs').click();
    await row.waitFor();

    // delete with a confirmation
    await row.getByTestId('file-delete').click();
    await page.getByTestId('confirm-action').click();
    await page.getByText(FILE_MESSAGES.deleted).first().waitFor();
    await page.getByTestId('empty-state').waitFor();
    await shot(page, 'nf-04-bo-files-deleted');
    await page.close();
  });

  it('left no errors in the browser console', () => {
    expect(errors.filter((e) => !/favicon/.test(e))).toEqual([]);
  });
});
