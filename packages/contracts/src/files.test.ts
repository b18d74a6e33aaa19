import { describe, expect, it } from 'vitest';
import { corruptedFileMessage, truncateFileName } from './files.js';

describe('truncateFileName', () => {
  it('keeps short names, cuts long ones to the limit keeping the extension, with an ellipsis', () => {
    expect(truncateFileName('deck.pdf')).toBe('deck.pdf');
    const cut = truncateFileName('Quarterly sponsorship deck.pdf');
    expect(cut).toBe('Quarterly spons….pdf');
    expect(cut.length).toBe(20);
    expect(truncateFileName('a-very-long-name-without-extension', 10)).toBe('a-very-lo…');
    expect(corruptedFileMessage('Quarterly sponsorship deck.png')).toBe(
      'The file "Quarterly spons….png" is corrupted or unreadable.',
    );
  });
});
