import { ActionIcon, Group, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { CHAT_MESSAGE_MAX } from '@crm/contracts';

/** The message box (001 §9: at most 2000 characters): Enter sends, Shift+Enter starts a new line. */
export function Composer({ onSend, disabled }: { onSend: (text: string) => void; disabled?: boolean }) {
  const [text, setText] = useState('');
  const tooLong = text.length > CHAT_MESSAGE_MAX;
  const submit = () => {
    const body = text.trim();
    if (!body || tooLong || disabled) return;
    setText('');
    onSend(body);
  };
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap" px="md" py="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <Textarea
        aria-label="Write a message"
        placeholder="Write a message… (Enter sends, Shift+Enter for a new line)"
        autosize
        minRows={1}
        maxRows={6}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            submit();
          }
        }}
        error={tooLong ? `Maximum ${CHAT_MESSAGE_MAX} characters allowed` : undefined}
        disabled={disabled}
        style={{ flex: 1 }}
        data-testid="chat-input"
      />
      {text.length > CHAT_MESSAGE_MAX - 200 && (
        <Text size="xs" c={tooLong ? 'red' : 'dimmed'} pb={8}>
          {text.length}/{CHAT_MESSAGE_MAX}
        </Text>
      )}
      <ActionIcon size="lg" aria-label="Send message" onClick={submit} disabled={disabled || !text.trim() || tooLong} data-testid="chat-send">
        <IconSend size={18} />
      </ActionIcon>
    </Group>
  );
}
