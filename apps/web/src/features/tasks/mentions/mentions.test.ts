import { describe, expect, it } from 'vitest';
import { mentionMarkup, mentionsOf, parseDescription, plainDescription } from './mentions';

describe('task description mentions (spec 000 §2.11)', () => {
  const text =
    'Call @[Asha Rao](12) about /[Nike](5) for #[Jersey](3) at ![IPL 2026](9), cc @[Brand Owner](BO).';

  it('finds each mention with its kind', () => {
    expect(mentionsOf(text).map((m) => [m.char, m.label, m.id, m.kind])).toEqual([
      ['@', 'Asha Rao', '12', 'user'],
      ['/', 'Nike', '5', 'brand'],
      ['#', 'Jersey', '3', 'inventory'],
      ['!', 'IPL 2026', '9', 'event'],
      ['@', 'Brand Owner', 'BO', 'role'],
    ]);
  });

  it('keeps the text between mentions', () => {
    expect(parseDescription('a @[B](1) c')).toEqual([
      { text: 'a ' },
      { char: '@', label: 'B', id: '1', kind: 'user' },
      { text: ' c' },
    ]);
  });

  it('shows labels only, and returns a non-string unchanged', () => {
    expect(plainDescription(text)).toBe(
      'Call Asha Rao about Nike for Jersey at IPL 2026, cc Brand Owner.',
    );
    expect(plainDescription(42)).toBe(42);
    expect(parseDescription(null)).toEqual([]);
  });

  it('writes markup that parses back, without brackets in the label', () => {
    const m = mentionMarkup('/', 'Nike [India]', 5);
    expect(m).toBe('/[Nike  India](5)');
    expect(mentionsOf(m)[0]).toMatchObject({ label: 'Nike  India', id: '5' });
  });

  it('leaves plain slashes and at signs alone', () => {
    expect(mentionsOf('and/or mail@x.com [note](x y)')).toEqual([]);
  });
});
