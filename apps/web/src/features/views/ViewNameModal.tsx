import { useState } from 'react';
import { Button, Group, Modal, TextInput } from '@mantine/core';
import { SAVED_VIEW_LIMITS } from '@crm/contracts';

/** The name of a view to save or rename: 1–60 characters (trimmed); Enter saves, the modal closes on success. */
export function ViewNameModal({
  title,
  initial,
  onSave,
  onClose,
}: {
  title: string;
  initial: string;
  onSave: (name: string) => Promise<boolean>;
  onClose: () => void;
}) {
  const [name, setName] = useState(initial);
  const [saving, setSaving] = useState(false);
  const trimmed = name.trim();
  const error =
    trimmed.length > SAVED_VIEW_LIMITS.name
      ? `At most ${SAVED_VIEW_LIMITS.name} characters`
      : undefined;
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <form
        onSubmit={async (e) => {
          e.preventDefault();
          if (!trimmed || error) return;
          setSaving(true);
          const done = await onSave(trimmed);
          setSaving(false);
          if (done) onClose();
        }}
      >
        <TextInput
          label="View name"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={error}
          maxLength={SAVED_VIEW_LIMITS.name + 20}
          data-autofocus
          data-testid="saved-view-name"
        />
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button
            type="submit"
            loading={saving}
            disabled={!trimmed || !!error}
            data-testid="saved-view-name-save"
          >
            Save
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
