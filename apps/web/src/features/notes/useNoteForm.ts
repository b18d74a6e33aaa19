import { useEffect } from 'react';
import { NOTE_LIMITS, NOTE_MESSAGES, NoteCreateRequest, type BrandNote } from '@crm/contracts';
import { errorText, failureText, toastFailure, toastSuccess } from '../../lib/api';
import { useContractForm } from '../../lib/form';
import { lengthError } from '../../lib/validation';
import { useSaveNote, type NoteTarget } from './queries';

type NoteForm = { title: string; description: string; isPrivate: boolean };
const formOf = (note: BrandNote | null): NoteForm => ({
  title: note?.title ?? '',
  description: note?.description ?? '',
  isPrivate: note?.isPrivate ?? false,
});

/**
 * The note form of `note` (null: a new note of `target`), refilled each time the dialog opens: a
 * contract form of NoteCreateRequest where over-long text shows as it is typed and an empty field
 * only keeps Save disabled. `onSubmit` saves the trimmed text, toasts and calls `onClose`; a failure
 * toasts 'Unable to update the note…' for an edit (spec 001 §8), the server's message for a new note.
 */
export function useNoteForm({
  target,
  opened,
  note,
  onClose,
}: {
  target: NoteTarget;
  opened: boolean;
  note: BrandNote | null;
  onClose: () => void;
}) {
  const save = useSaveNote(target);
  const { form, submit, valid, restart } = useContractForm<NoteForm>({
    initialValues: formOf(note),
    live: true,
    schema: NoteCreateRequest,
    request: (v) => ({ ...target, ...v }),
    sentences: (v) => ({
      title: lengthError('Title', v.title.trim(), NOTE_LIMITS.title),
      description: lengthError('Description', v.description.trim(), NOTE_LIMITS.description),
    }),
  });

  useEffect(() => {
    if (opened) restart(formOf(note));
  }, [opened, note, restart]);

  const onSubmit = submit((v) => {
    save.mutate(
      {
        id: note?.id,
        title: v.title.trim(),
        description: v.description.trim(),
        isPrivate: v.isPrivate,
      },
      {
        onSuccess: (r) => {
          toastSuccess(r.message);
          onClose();
        },
        onError: (err) =>
          toastFailure(note ? failureText(err, NOTE_MESSAGES.updateFailed) : errorText(err)),
      },
    );
  });

  return { form, valid, onSubmit, saving: save.isPending };
}
