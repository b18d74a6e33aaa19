import { ActionIcon, Group, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';

/**
 * A message box (chat, 001 §9; a task's conversation): Enter sends the trimmed text, Shift+Enter starts a
 * new line; more than `max` characters shows 'Maximum {max} characters allowed' and cannot be sent.
 * Test ids are `{testId}-input` and `{testId}-send`.
 */
export function MessageComposer({ onSend, max, testId, disabled, bordered }: { onSend: (text: string) => void; max: number; testId: string; disabled?: boolean; bordered?: boolean }) {
  const [text, setText] = useState('');
  const tooLong = text.length > max;
  const submit = () => {
    const body = text.trim();
    if (!body || tooLong || disabled) return;
    setText('');
    onSend(body);
  };
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap" {...(bordered ? { px: 'md', py: 'sm', style: { borderTop: '1px solid var(--mantine-color-gray-3)' } } : {})}>
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
        error={tooLong ? `Maximum ${max} characters allowed` : undefined}
        disabled={disabled}
        style={{ flex: 1 }}
        data-testid={`${testId}-input`}
      />
      {text.length > max - 200 && (
        <Text size="xs" c={tooLong ? 'red' : 'dimmed'} pb={8}>
          {text.length}/{max}
        </Text>
      )}
      <ActionIcon size="lg" aria-label="Send message" onClick={submit} disabled={disabled || !text.trim() || tooLong} data-testid={`${testId}-send`}>
        <IconSend size={18} />
      </ActionIcon>
    </Group>
  );
}
