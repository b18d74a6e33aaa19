import { describe, expect, it } from 'vitest';
import { codeLabel } from './labels.js';

describe('codeLabel', () => {
  it('reads stages, tabs, statuses and other codes as words', () => {
    expect(codeLabel('IN_PROGRESS')).toBe('In Progress');
    expect(codeLabel('NOT_INTERESTED')).toBe('Not Interested');
    expect(codeLabel('DISCARDED')).toBe('Discarded');
    expect(codeLabel('UNASSIGNED')).toBe('Unassigned');
    expect(codeLabel('CLOSED_WON')).toBe('Closed - Won');
    expect(codeLabel('MUSIC_CONCERT')).toBe('Music concert');
    expect(codeLabel(null)).toBe('—');
  });
});
