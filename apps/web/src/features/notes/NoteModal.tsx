import { Button, Group, Modal, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { NOTE_LIMITS, NOTE_MESSAGES, type BrandNote } from '@crm/contracts';
import { errorText, failureText, toastFailure, toastSuccess } from '../../lib/api';
import { lengthError } from '../../lib/validation';
import { useSaveNote } from './queries';

/** Leading whitespace is stripped as the user types (spec 000 §5 'Notes and reason boxes'). */
const stripLeading = (s: string) => s.replace(/^\s+/, '');

/**
 * Add or edit a brand note: title (≤ 200), description (≤ 5000) and a Private switch (a private
 * note is seen by its author only, spec 001 §6). On failure: 'Unable to update the note. Please try
 * again later.' for an edit (spec 001 §8), the server's message for a new note.
 */
export function NoteModal({
  brandId,
  opened,
  note,
  onClose,
}: {
  brandId: number;
  opened: boolean;
  note: BrandNote | null;
  onClose: () => void;
}) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [isPrivate, setPrivate] = useState(false);
  const save = useSaveNote(brandId);

  useEffect(() => {
    if (!opened) return;
    setTitle(note?.title ?? '');
    setDescription(note?.description ?? '');
    setPrivate(note?.isPrivate ?? false);
  }, [opened, note]);

  const titleTooLong = lengthError('Title', title.trim(), NOTE_LIMITS.title);
  const descriptionTooLong = lengthError(
    'Description',
    description.trim(),
    NOTE_LIMITS.description,
  );
  const valid =
    title.trim().length > 0 &&
    description.trim().length > 0 &&
    !titleTooLong &&
    !descriptionTooLong;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!valid) return;
    save.mutate(
      { id: note?.id, title: title.trim(), description: description.trim(), isPrivate },
      {
        onSuccess: (r) => {
          toastSuccess(r.message);
          onClose();
        },
        onError: (err) =>
          toastFailure(note ? failureText(err, NOTE_MESSAGES.updateFailed) : errorText(err)),
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={note ? 'Edit note' : 'Add note'}
      centered
      size="lg"
    >
      <form onSubmit={submit} data-testid="note-form">
        <Stack gap="sm">
          <TextInput
            label="Title"
            required
            value={title}
            onChange={(e) => setTitle(stripLeading(e.currentTarget.value))}
            error={titleTooLong}
            data-autofocus
            data-testid="note-title"
          />
          <Textarea
            label="Description"
            required
            value={description}
            onChange={(e) => setDescription(stripLeading(e.currentTarget.value))}
            error={descriptionTooLong}
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
            checked={isPrivate}
            onChange={(e) => setPrivate(e.currentTarget.checked)}
            data-testid="note-private"
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              Cancel
            </Button>
            <Button
              type="submit"
              loading={save.isPending}
              disabled={!valid}
              data-testid="note-save"
            >
              {note ? 'Save changes' : 'Add note'}
            </Button>
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
