import { Transform } from 'node:stream';
import { FileTooLargeError } from './types.js';

/** A pass-through that counts bytes and fails with FileTooLargeError past `maxBytes` (Infinity: no limit). */
export function byteLimit(maxBytes = Infinity): Transform & { bytes: () => number } {
  let total = 0;
  const t = new Transform({
    transform(chunk: Buffer, _enc, done) {
      total += chunk.length;
      if (total > maxBytes) return done(new FileTooLargeError(maxBytes));
      done(null, chunk);
    },
  });
  return Object.assign(t, { bytes: () => total });
}
