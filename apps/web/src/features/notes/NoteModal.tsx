import { Button, Group, Modal, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { useEffect } from 'react';
import { NOTE_LIMITS, NOTE_MESSAGES, NoteCreateRequest, type BrandNote } from '@crm/contracts';
import { errorText, failureText, toastFailure, toastSuccess } from '../../lib/api';
import { useContractForm } from '../../lib/form';
import { lengthError } from '../../lib/validation';
import { useSaveNote, type NoteTarget } from './queries';
import { ThrottledButton } from '../../components/ThrottledButton';

/** Leading whitespace is stripped as the user types (spec 000 §5 'Notes and reason boxes'). */
const stripLeading = (s: string) => s.replace(/^\s+/, '');

type NoteForm = { title: string; description: string; isPrivate: boolean };
const formOf = (note: BrandNote | null): NoteForm => ({
  title: note?.title ?? '',
  description: note?.description ?? '',
  isPrivate: note?.isPrivate ?? false,
});

/**
 * Add or edit a brand note (or with `target.pocId` a POC note, spec 001 §7): title (≤ 200), description (≤ 5000) and a Private switch (a private
 * note is seen by its author only, spec 001 §6). On failure: 'Unable to update the note. Please try
 * again later.' for an edit (spec 001 §8), the server's message for a new note.
 */
export function NoteModal({
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
  // Over-long text shows as it is typed; an empty field only keeps Save disabled (the hint below says why).
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
  const { title, description, isPrivate } = form.values;

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

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={note ? 'Edit note' : 'Add note'}
      centered
      size="lg"
    >
      <form onSubmit={onSubmit} data-testid="note-form">
        <Stack gap="sm">
          <TextInput
            label="Title"
            required
            value={title}
            onChange={(e) => form.setFieldValue('title', stripLeading(e.currentTarget.value))}
            error={form.errors.title}
            data-autofocus
            data-testid="note-title"
          />
          <Textarea
            label="Description"
            required
            value={description}
            onChange={(e) => form.setFieldValue('description', stripLeading(e.currentTarget.value))}
            error={form.errors.description}
            autosize
            minRows={4}
            maxRows={12}
            data-testid="note-description"
            description={`${description.length} / ${NOTE_LIMITS.description}`}
          />
          <Switch
            label="Private"
            description={
              isPrivate
                ? 'Only you can see this note'
                : 'Everyone who can see this brand can read this note'
            }
            {...form.getInputProps('isPrivate', { type: 'checkbox' })}
            data-testid="note-private"
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              Cancel
            </Button>
            <ThrottledButton
              type="submit"
              loading={save.isPending}
              disabled={!valid}
              data-testid="note-save"
            >
              {note ? 'Save changes' : 'Add note'}
            </ThrottledButton>
          </Group>
          {(!title.trim() || !description.trim()) && (
            <Text size="xs" c="dimmed">
              A title and a description are required.
            </Text>
          )}
        </Stack>
      </form>
    </Modal>
  );
}
