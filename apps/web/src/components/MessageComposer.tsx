import { ActionIcon, Box, Group, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { MentionTextarea, type MentionUser } from './MentionTextarea';
import { useMessageComposer } from './useMessageComposer';

const PLACEHOLDER = 'Write a message… (Enter sends, Shift+Enter for a new line)';

type Props = {
  onSend: (text: string) => void;
  max: number;
  testId: string;
  disabled?: boolean;
  bordered?: boolean;
  /** The text to start with (a chat's saved draft). */
  initialText?: string;
  /** Every change of the text (drafts, typing), after the change. */
  onTextChange?: (text: string) => void;
  /** Shown above the box (the message being replied to). */
  above?: ReactNode;
  /** Escape in the box (cancel the reply). */
  onEscape?: () => void;
  /** Focuses the box whenever it changes (a reply was chosen). */
  focusKey?: unknown;
  /** Shown left of the box (the attach button). */
  leftSection?: ReactNode;
  /** Sending with no text is allowed (files are attached). */
  allowEmpty?: boolean;
  /** Sending is held back (files still uploading or failed). */
  holdSend?: boolean;
  /** People '@' can mention (the chat's members): the box becomes a mention box (MentionTextarea). */
  mentionUsers?: MentionUser[];
};

/**
 * A message box (chat, 001 §9; a task's conversation): Enter sends the trimmed text (or, with files
 * attached, nothing but them), Shift+Enter starts a new line; more than `max` characters shows 'Maximum {max} characters allowed' and cannot be sent.
 * Test ids are `{testId}-input` and `{testId}-send`.
 */
export function MessageComposer(props: Props) {
  const {
    max,
    testId,
    disabled,
    bordered,
    above,
    leftSection,
    allowEmpty,
    holdSend,
    mentionUsers,
  } = props;
  const { text, input, tooLong, tooLongText, change, keyDown, submit } = useMessageComposer(props);
  return (
    <Box
      {...(bordered
        ? { px: 'md', py: 'sm', style: { borderTop: '1px solid var(--mantine-color-gray-3)' } }
        : {})}
    >
      {above}
      <Group gap="xs" align="flex-end" wrap="nowrap">
        {leftSection}
        {mentionUsers ? (
          <MentionTextarea
            value={text}
            onChange={change}
            users={mentionUsers}
            onKeyDown={keyDown}
            inputRef={input}
            disabled={disabled}
            placeholder={PLACEHOLDER}
            error={tooLongText}
            testId={`${testId}-input`}
          />
        ) : (
          <Textarea
            ref={input}
            aria-label="Write a message"
            placeholder={PLACEHOLDER}
            autosize
            minRows={1}
            maxRows={6}
            value={text}
            onChange={(e) => change(e.currentTarget.value)}
            onKeyDown={keyDown}
            error={tooLongText}
            disabled={disabled}
            style={{ flex: 1 }}
            data-testid={`${testId}-input`}
          />
        )}
        {text.length > max - 200 && (
          <Text size="xs" c={tooLong ? 'red' : 'dimmed'} pb={8}>
            {text.length}/{max}
          </Text>
        )}
        <ActionIcon
          size="lg"
          aria-label="Send message"
          onClick={submit}
          disabled={disabled || (!text.trim() && !allowEmpty) || tooLong || holdSend}
          data-testid={`${testId}-send`}
        >
          <IconSend size={18} />
        </ActionIcon>
      </Group>
    </Box>
  );
}
