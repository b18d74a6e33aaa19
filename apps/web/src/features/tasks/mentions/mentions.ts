/**
 * Mentions in a task description (spec 000 §2.11, 001 §3): a marker character, a bracketed label and a
 * parenthesised id — `@[Asha Rao](12)` a person, `@[Brand Owner](BO)` a role, `/[Nike](5)` a brand,
 * `#[Jersey](3)` an inventory, `![IPL 2026](9)` an event. Displays show the label only.
 */

/** The mention triggers of the Add Task description. */
export const MENTION_CHARS = ['@', '/', '#', '!'] as const;
export type MentionChar = (typeof MENTION_CHARS)[number];
/** What each trigger's suggestions list, in the list's words ('Suggested brands', 'No brands found'). */
export const TRIGGER_NAMES: Record<MentionChar, string> = {
  '@': 'people and roles',
  '/': 'brands',
  '#': 'inventories',
  '!': 'events',
};
/** What each trigger mentions. */
export type MentionKind = 'user' | 'role' | 'brand' | 'inventory' | 'event';

/** One mention found in a description. */
export type Mention = { char: MentionChar; label: string; id: string; kind: MentionKind };
/** A description cut into plain text and mentions, in order. */
export type DescriptionPart = { text: string } | Mention;

const PATTERN = /([@/#!])\[([^\]\n]{1,200})\]\(([A-Za-z0-9_-]{1,40})\)/g;

/** The kind of a mention from its marker and id (an `@` with a non-numeric id is a role). */
export function mentionKind(char: MentionChar, id: string): MentionKind {
  if (char === '@') return /^\d+$/.test(id) ? 'user' : 'role';
  return char === '/' ? 'brand' : char === '#' ? 'inventory' : 'event';
}

/** The markup of one mention; brackets in the label are dropped so it parses back. */
export const mentionMarkup = (char: MentionChar, label: string, id: string | number) =>
  `${char}[${label.replace(/[[\]\n]/g, ' ').trim()}](${id})`;

/** Cuts a description into text and mentions; a non-string input gives no parts. */
export function parseDescription(description: unknown): DescriptionPart[] {
  if (typeof description !== 'string') return [];
  const parts: DescriptionPart[] = [];
  let last = 0;
  for (const m of description.matchAll(PATTERN)) {
    if (m.index > last) parts.push({ text: description.slice(last, m.index) });
    const char = m[1] as MentionChar;
    parts.push({ char, label: m[2]!, id: m[3]!, kind: mentionKind(char, m[3]!) });
    last = m.index + m[0].length;
  }
  if (last < description.length) parts.push({ text: description.slice(last) });
  return parts;
}

/** The mentions of a description, in order. */
export const mentionsOf = (description: unknown): Mention[] =>
  parseDescription(description).filter((p): p is Mention => 'char' in p);

/** The description with labels only (spec 001 §3 'sanitised'); a non-string input is returned unchanged. */
export function plainDescription<T>(description: T): T | string {
  if (typeof description !== 'string') return description;
  return parseDescription(description)
    .map((p) => ('char' in p ? p.label : p.text))
    .join('');
}

/** A mention's identity within a description: kind and id ('brand:5'). */
export const mentionKey = (m: { kind: MentionKind; id: string | number }) => `${m.kind}:${m.id}`;
