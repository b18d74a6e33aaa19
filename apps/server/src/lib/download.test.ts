import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { csvStream } from './download.js';

/** The CSV csvStream makes of one record, and its cells read back with a `,` separator. */
async function csvOf(cells: unknown[]) {
  const out = await text(
    csvStream(
      (async function* () {
        yield cells;
      })(),
    ),
  );
  return { out, cells: (parse(out) as string[][])[0] };
}

/**
 * The pieces a spreadsheet could take for cells: the text split at every `,`, `;` and line end, an
 * opening quote dropped (whatever the separator and however loosely it reads quotes).
 */
const pieces = (csv: string) => csv.split(/[,;\n]/).map((p) => p.replace(/^"/, ''));

/** Whether a spreadsheet would run a cell as a formula. */
const runs = (cell: string) => /^\s*[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(cell);

describe('csvStream formula neutralising (OWASP CSV injection)', () => {
  it('no piece of a cell runs as a formula, whether a spreadsheet splits on , or ;', async () => {
    const { out, cells } = await csvOf([
      'a;=1+1',
      'b,+HYPERLINK("x")',
      'c; -2+3',
      'd;@SUM(A1)',
      '=1+1',
      '@x',
      'e;\t=1',
    ]);
    expect(pieces(out).filter(runs)).toEqual([]);
    expect(cells).toEqual([
      "a;'=1+1",
      'b,\'+HYPERLINK("x")',
      "c; '-2+3",
      "d;'@SUM(A1)",
      "'=1+1",
      "'@x",
      "e;'\t=1",
    ]);
  });

  it('quotes a cell holding ;, so a ;-separated reader keeps it whole; harmless text and numbers are unchanged', async () => {
    const { out, cells } = await csvOf(['Delhi; Mumbai', 'a-b=c', -5, 'x@y.com']);
    expect(cells).toEqual(['Delhi; Mumbai', 'a-b=c', '-5', 'x@y.com']);
    expect(out).toBe('"Delhi; Mumbai",a-b=c,-5,x@y.com\n');
  });
});
