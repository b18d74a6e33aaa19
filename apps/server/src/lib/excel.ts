import { open } from 'node:fs/promises';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);

/**
 * exceljs, loaded on its first use rather than at start (loading it costs about 0.9 s of CPU): the xlsx
 * downloads and the import parser call this where they write or read a workbook.
 */
export const exceljs = async () => (await import('exceljs')).default;

/** The end-of-central-directory record's signature, its fixed size and the longest comment after it (bytes). */
const EOCD = { signature: 0x06054b50, size: 22, maxComment: 0xffff };
/** A central-directory file header's signature and fixed size (bytes). */
const CDH = { signature: 0x02014b50, size: 46 };

/**
 * The bytes a zip's parts declare they inflate to, summed from its central directory (read from the
 * file's end, nothing inflated); Infinity for a ZIP64 size (over 4 GB), null when the file has no
 * readable central directory (the zip reader then refuses it). A declaration may lie: a reader still
 * counts what it inflates (patches/exceljs+4.4.0.patch); this refuses a declared bomb at once.
 */
export async function declaredInflatedBytes(file: string): Promise<number | null> {
  const fh = await open(file, 'r');
  try {
    const { size } = await fh.stat();
    const tailSize = Math.min(size, EOCD.size + EOCD.maxComment);
    const tail = Buffer.alloc(tailSize);
    await fh.read(tail, 0, tailSize, size - tailSize);
    let at = tailSize - EOCD.size;
    while (at >= 0 && tail.readUInt32LE(at) !== EOCD.signature) at--;
    if (at < 0) return null;
    const [cdSize, cdOffset] = [tail.readUInt32LE(at + 12), tail.readUInt32LE(at + 16)];
    if (cdOffset + cdSize > size) return null;
    const cd = Buffer.alloc(cdSize);
    await fh.read(cd, 0, cdSize, cdOffset);
    let total = 0;
    for (let p = 0; p + CDH.size <= cdSize && cd.readUInt32LE(p) === CDH.signature;) {
      const inflated = cd.readUInt32LE(p + 24);
      total += inflated === 0xffffffff ? Infinity : inflated;
      p += CDH.size + cd.readUInt16LE(p + 28) + cd.readUInt16LE(p + 30) + cd.readUInt16LE(p + 32);
    }
    return total;
  } finally {
    await fh.close();
  }
}

/** The serial of 1927-05-18, the first a number is read as a day: a smaller number is more likely a bare year. */
const FIRST_DATE_SERIAL = 10_000;

/**
 * The calendar day (YYYY-MM-DD) an Excel date cell shows, from its serial number in the 1900 date
 * system (days since 1899-12-30 once past Excel's phantom 1900-02-29; a time of day is dropped);
 * null for text that is not a serial of 1927-05-18 or later (FIRST_DATE_SERIAL). The xlsx import reads
 * a date-styled cell as its day already (in the workbook's date system); a serial arrives here from a
 * date cell left unstyled (General).
 */
export function excelSerialDay(text: string): string | null {
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const serial = Math.floor(Number(text));
  if (serial < FIRST_DATE_SERIAL) return null;
  return dayjs.utc('1899-12-30').add(serial, 'day').format('YYYY-MM-DD');
}
