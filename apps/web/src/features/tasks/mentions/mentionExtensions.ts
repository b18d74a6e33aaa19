import type { MentionOptions } from '@tiptap/extension-mention';
import { Mention } from '@tiptap/extension-mention';
import { Placeholder } from '@tiptap/extensions';
import { PluginKey } from '@tiptap/pm/state';
import { StarterKit } from '@tiptap/starter-kit';
import { MENTION_CHARS, mentionKind, mentionMarkup, type MentionChar } from './mentions';
import type { MentionSuggestionStore } from './mentionSuggestionStore';
import classes from '../tasks.module.css';

type Suggestion = MentionOptions['suggestions'][number];

/** One trigger's suggestion: Tiptap's plugin writes the open suggestion (query, caret, insert command) into the store and forwards keys to the list; Escape closes the list, not the modal. */
function suggestion(char: MentionChar, store: MentionSuggestionStore): Suggestion {
  return {
    char,
    pluginKey: new PluginKey(`task-mention-${char}`),
    items: () => [],
    render: () => {
      const show = (p: {
        query: string;
        clientRect?: (() => DOMRect | null) | null;
        command: (attrs: { id: string; label: string }) => void;
      }) =>
        store.set({
          char,
          query: p.query,
          rect: p.clientRect?.() ?? null,
          command: p.command,
        });
      return {
        onStart: show,
        onUpdate: show,
        onExit: () => store.set(null),
        onKeyDown: ({ event }) => {
          if (event.key === 'Escape') event.stopPropagation(); // closes the list, not the modal
          return store.onKeyDown(event);
        },
      };
    },
  };
}

/** The mention node: written out as marker + [label] + (id), shown as its label in a span of its kind; one suggestion per trigger. */
const mentionNode = (store: MentionSuggestionStore) =>
  Mention.configure({
    renderText: ({ node }) =>
      mentionMarkup(
        node.attrs.mentionSuggestionChar as MentionChar,
        String(node.attrs.label ?? ''),
        String(node.attrs.id),
      ),
    renderHTML: ({ node }) => [
      'span',
      {
        class: classes.mention,
        'data-type': 'mention',
        'data-kind': mentionKind(
          node.attrs.mentionSuggestionChar as MentionChar,
          String(node.attrs.id),
        ),
        'data-id': node.attrs.id,
      },
      String(node.attrs.label ?? ''),
    ],
    suggestions: MENTION_CHARS.map((char) => suggestion(char, store)),
  });

/**
 * The description editor's extensions: plain paragraphs (no marks, headings, lists, code or links), the
 * placeholder naming the four triggers, and the mentions fed to `store`.
 */
export const mentionEditorExtensions = (store: MentionSuggestionStore) => [
  StarterKit.configure({
    bold: false,
    italic: false,
    strike: false,
    code: false,
    codeBlock: false,
    heading: false,
    blockquote: false,
    bulletList: false,
    orderedList: false,
    listItem: false,
    listKeymap: false,
    horizontalRule: false,
    link: false,
    underline: false,
  }),
  Placeholder.configure({
    placeholder:
      "Describe the task. Type '@' for a person or role, '/' for a brand, '#' for an inventory, '!' for an event.",
  }),
  mentionNode(store),
];
