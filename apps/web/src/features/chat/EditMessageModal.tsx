import { Button, Group, Modal, Textarea } from '@mantine/core';
import { useState } from 'react';
import { CHAT_MESSAGE_MAX } from '@crm/contracts';

/** Editing one's own message: the text, Save (Enter) and Cancel. */
export function EditMessageModal({
  initial,
  saving,
  onSave,
  onClose,
}: {
  initial: string;
  saving: boolean;
  onSave: (text: string) => void;
  onClose: () => void;
}) {
  const [text, setText] = useState(initial);
  const body = text.trim();
  const ok = !!body && text.length <= CHAT_MESSAGE_MAX && body !== initial.trim();
  return (
    <Modal opened onClose={onClose} title="Edit message" centered>
      <Textarea
        data-autofocus
        aria-label="Message"
        autosize
        minRows={2}
        maxRows={10}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            if (ok) onSave(body);
          }
        }}
        error={
          text.length > CHAT_MESSAGE_MAX
            ? `Maximum ${CHAT_MESSAGE_MAX} characters allowed`
            : undefined
        }
        data-testid="message-edit-input"
      />
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button
          onClick={() => onSave(body)}
          disabled={!ok}
          loading={saving}
          data-testid="message-edit-save"
        >
          Save
        </Button>
      </Group>
    </Modal>
  );
}
