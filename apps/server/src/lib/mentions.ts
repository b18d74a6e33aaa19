/** The user ids mentioned with `@[label](id)` in a text (spec 000 §2.11: marker, bracketed label, parenthesised id): task descriptions, chat messages. */
export function mentionedUserIds(text: string): number[] {
  const ids = [...text.matchAll(/@\[[^\]]*\]\((\d{1,15})\)/g)].map((m) => Number(m[1]));
  return [...new Set(ids)];
}
