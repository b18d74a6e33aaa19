import { useEditor } from '@tiptap/react';
import { useRef } from 'react';
import { markupOf, markupToDoc } from './editorDoc';
import { mentionEditorExtensions } from './mentionExtensions';
import { mentionKey, mentionsOf, type Mention as FoundMention } from './mentions';
import type { MentionSuggestionStore } from './mentionSuggestionStore';

/**
 * The description's Tiptap editor, opened on `initialMarkup`: each change reports the markup and the
 * mentions it deleted (compared with the text before); suggestions go to `store`. The latest callbacks are
 * used, though the editor is made once.
 */
export function useMentionEditor({
  initialMarkup,
  store,
  onChange,
  onRemoved,
}: {
  initialMarkup: string;
  store: MentionSuggestionStore;
  onChange: (markup: string) => void;
  onRemoved: (mentions: FoundMention[]) => void;
}) {
  const callbacks = useRef({ onChange, onRemoved });
  callbacks.current = { onChange, onRemoved };
  const previous = useRef(new Map(mentionsOf(initialMarkup).map((m) => [mentionKey(m), m])));

  return useEditor({
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
    extensions: mentionEditorExtensions(store),
    onUpdate: ({ editor: e }) => {
      const markup = markupOf(e);
      const now = new Map(mentionsOf(markup).map((m) => [mentionKey(m), m]));
      const removed = [...previous.current].filter(([k]) => !now.has(k)).map(([, m]) => m);
      previous.current = now;
      callbacks.current.onChange(markup);
      if (removed.length) callbacks.current.onRemoved(removed);
    },
  });
}
