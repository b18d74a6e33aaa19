import { describe, expect, it } from 'vitest';
import { shortcutFor } from './shortcuts';
import { reconcileWhatsNew } from './whatsNew';

describe('shortcuts (spec 000 §2.5)', () => {
  it('maps / T N and Escape', () => {
    expect(shortcutFor({ key: '/' })).toBe('search');
    expect(shortcutFor({ key: 't' })).toBe('task');
    expect(shortcutFor({ key: 'N' })).toBe('note');
    expect(shortcutFor({ key: 'Escape', target: { tagName: 'INPUT' } })).toBe('escape');
  });

  it('does not fire while typing or with modifiers', () => {
    expect(shortcutFor({ key: 'n', target: { tagName: 'TEXTAREA' } })).toBeNull();
    expect(shortcutFor({ key: '/', target: { tagName: 'INPUT' } })).toBeNull();
    expect(
      shortcutFor({ key: 't', target: { tagName: 'DIV', isContentEditable: true } }),
    ).toBeNull();
    expect(shortcutFor({ key: 'n', ctrlKey: true })).toBeNull();
  });
});

describe('whatsNew setting (spec 000 §4)', () => {
  it('keeps the server value when the version matches', () => {
    expect(reconcileWhatsNew({ version: '1.25.0508', userVisited: true }, '1.25.0508')).toEqual({
      setting: { version: '1.25.0508', userVisited: true },
      save: false,
    });
  });

  it('saves the new version, unvisited, when it differs or is missing', () => {
    expect(reconcileWhatsNew({ version: '1.24.1227', userVisited: true }, '1.25.0508')).toEqual({
      setting: { version: '1.25.0508', userVisited: false },
      save: true,
    });
    expect(reconcileWhatsNew(null, '1.25.0508').save).toBe(true);
  });
});
