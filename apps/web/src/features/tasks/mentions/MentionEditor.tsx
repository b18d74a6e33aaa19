import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { useImperativeHandle, useMemo, useRef, type Ref } from 'react';
import { removeMentionNodes } from './editorDoc';
import type { Mention as FoundMention } from './mentions';
import type { PickedMention } from './mentionItems';
import { MentionSuggestions } from './MentionSuggestions';
import { MentionSuggestionStore } from './mentionSuggestionStore';
import { useMentionEditor } from './useMentionEditor';
import classes from '../tasks.module.css';

/** What the form may ask of the editor. */
export type MentionEditorHandle = {
  /** Deletes the given mentions from the text (a new inventory or event selection clears the related mention, spec 000 §5). */
  removeMentions: (mentions: FoundMention[]) => void;
};

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
  const editor = useMentionEditor({ initialMarkup, store, onChange, onRemoved });

  useImperativeHandle(
    handle,
    () => ({
      removeMentions: (mentions) => {
        if (editor) removeMentionNodes(editor, mentions);
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
