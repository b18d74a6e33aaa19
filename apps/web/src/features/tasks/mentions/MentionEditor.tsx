import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { Mention } from '@tiptap/extension-mention';
import { Placeholder } from '@tiptap/extensions';
import { PluginKey } from '@tiptap/pm/state';
import { useEditor, type Editor, type JSONContent } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { useImperativeHandle, useMemo, useRef, type Ref } from 'react';
import {
  MENTION_CHARS,
  mentionKey,
  mentionKind,
  mentionMarkup,
  mentionsOf,
  parseDescription,
  type Mention as FoundMention,
  type MentionChar,
} from './mentions';
import type { PickedMention } from './mentionItems';
import { MentionSuggestions } from './MentionSuggestions';
import { MentionSuggestionStore } from './mentionSuggestionStore';
import classes from '../tasks.module.css';

/** What the form may ask of the editor. */
export type MentionEditorHandle = {
  /** Deletes the given mentions from the text (a new inventory or event selection clears the related mention, spec 000 §5). */
  removeMentions: (mentions: FoundMention[]) => void;
};

/** The description markup as a Tiptap document: one paragraph per line, mentions as mention nodes. */
function markupToDoc(markup: string): JSONContent {
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

const markupOf = (editor: Editor) => editor.getText({ blockSeparator: '\n' });

type Props = {
  initialMarkup: string;
  onChange: (markup: string) => void;
  /** Selects what a mention names; false refuses it (then it is not inserted). */
  onPick: (picked: PickedMention) => boolean;
  onRemoved: (mentions: FoundMention[]) => void;
  /** The chosen real inventory (the `!` events are its events). */
  inventoryId: number | null;
  error?: string | null;
  handle?: Ref<MentionEditorHandle>;
};

/**
 * The task description with mentions (spec 000 §2.11) on Tiptap via @mantine/tiptap: `@` a person or a
 * role, `/` a brand, `#` an inventory, `!` an event. Written out as marker + [label] + (id)
 * (`@[Asha Rao](12)`); shown as labels. Reports picks (they select the person, brand… in the form) and
 * mentions deleted from the text (they deselect).
 */
export function MentionEditor({
  initialMarkup,
  onChange,
  onPick,
  onRemoved,
  inventoryId,
  error,
  handle,
}: Props) {
  const store = useMemo(() => new MentionSuggestionStore(), []);
  const anchor = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onChange, onRemoved });
  callbacks.current = { onChange, onRemoved };
  const previous = useRef(new Map(mentionsOf(initialMarkup).map((m) => [mentionKey(m), m])));

  const editor = useEditor({
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    content: markupToDoc(initialMarkup),
    editorProps: {
      attributes: {
        'aria-label': 'Description',
        'aria-required': 'true',
        'aria-multiline': 'true',
        role: 'textbox',
        'data-testid': 'task-description',
      },
    },
    extensions: [
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
        suggestions: MENTION_CHARS.map((char) => ({
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
        })),
      }),
    ],
    onUpdate: ({ editor: e }) => {
      const markup = markupOf(e);
      const now = new Map(mentionsOf(markup).map((m) => [mentionKey(m), m]));
      const removed = [...previous.current].filter(([k]) => !now.has(k)).map(([, m]) => m);
      previous.current = now;
      callbacks.current.onChange(markup);
      if (removed.length) callbacks.current.onRemoved(removed);
    },
  });

  useImperativeHandle(
    handle,
    () => ({
      removeMentions: (mentions) => {
        if (!editor || !mentions.length) return;
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
      },
    }),
    [editor],
  );

  return (
    <Input.Wrapper
      label="Description"
      required
      error={error}
      labelProps={{ id: 'task-description-label' }}
    >
      <div ref={anchor} style={{ position: 'relative' }}>
        <RichTextEditor
          editor={editor}
          className={classes.editor}
          aria-labelledby="task-description-label"
        >
          <RichTextEditor.Content />
        </RichTextEditor>
        <MentionSuggestions
          store={store}
          anchor={anchor}
          inventoryId={inventoryId}
          onPick={onPick}
        />
      </div>
    </Input.Wrapper>
  );
}
