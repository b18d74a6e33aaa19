import type { Editor, JSONContent } from '@tiptap/react';
import {
  mentionKey,
  mentionKind,
  parseDescription,
  type Mention as FoundMention,
  type MentionChar,
} from './mentions';

/** The description markup as a Tiptap document: one paragraph per line, mentions as mention nodes. */
export function markupToDoc(markup: string): JSONContent {
  return {
    type: 'doc',
    content: markup.split('\n').map((line) => {
      const content = parseDescription(line)
        .map((p): JSONContent =>
          'char' in p
            ? {
                type: 'mention',
                attrs: { id: p.id, label: p.label, mentionSuggestionChar: p.char },
              }
            : { type: 'text', text: p.text },
        )
        .filter((n) => n.type !== 'text' || n.text);
      return content.length ? { type: 'paragraph', content } : { type: 'paragraph' };
    }),
  };
}

/** The editor's text as description markup, one line per paragraph. */
export const markupOf = (editor: Editor) => editor.getText({ blockSeparator: '\n' });

/** Deletes the mention nodes of the given mentions from the editor's text, in one step. */
export function removeMentionNodes(editor: Editor, mentions: FoundMention[]): void {
  if (!mentions.length) return;
  const keys = new Set(mentions.map(mentionKey));
  const ranges: [number, number][] = [];
  editor.state.doc.descendants((node, pos) => {
    if (node.type.name !== 'mention') return;
    const char = node.attrs.mentionSuggestionChar as MentionChar;
    const id = String(node.attrs.id);
    if (keys.has(mentionKey({ kind: mentionKind(char, id), id })))
      ranges.push([pos, pos + node.nodeSize]);
  });
  if (!ranges.length) return;
  const tr = editor.state.tr;
  for (const [from, to] of ranges.reverse()) tr.delete(from, to);
  editor.view.dispatch(tr);
}
