import { Modal, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { NOTE_LIMITS, type BrandNote } from '@crm/contracts';
import { FormActions } from '../../components/FormActions';
import type { NoteTarget } from './queries';
import { useNoteForm } from './useNoteForm';

/** Leading whitespace is stripped as the user types (spec 000 §5 'Notes and reason boxes'). */
const stripLeading = (s: string) => s.replace(/^\s+/, '');

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
  const { form, valid, onSubmit, saving } = useNoteForm({ target, opened, note, onClose });
  const { title, description, isPrivate } = form.values;
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
          <FormActions
            onCancel={onClose}
            saving={saving}
            invalid={!valid}
            label={note ? 'Save changes' : 'Add note'}
            testId="note-save"
            mt="sm"
          />
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
