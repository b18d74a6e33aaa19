import { useRef } from 'react';
import type { MentionEditorHandle } from '../mentions/MentionEditor';
import type { PickedMention } from '../mentions/mentionItems';
import { pickedMentionRule, picksLink } from './pickedMention';
import { staleLinkMentions, type TaskFormState } from './taskForm';
import type { AddTaskFormReturn } from './useAddTaskForm';

/**
 * How the Add Task form and its description's mentions select together (spec 000 §5): `onPick` runs a
 * picked mention's rule (false when the form refuses it, so it is not inserted); `clearStaleMentions`
 * deletes from the text the mentions of an inventory or event a new pick replaced (through `editor`).
 */
export function useMentionPicks({ apply }: AddTaskFormReturn, selfId: number) {
  const editor = useRef<MentionEditorHandle>(null);
  const clearStaleMentions = (next: TaskFormState | null) =>
    next && editor.current?.removeMentions(staleLinkMentions(next));
  const onPick = (p: PickedMention): boolean => {
    const next = apply(pickedMentionRule(p, selfId));
    if (picksLink(p)) clearStaleMentions(next);
    return !!next;
  };
  return { editor, onPick, clearStaleMentions };
}
