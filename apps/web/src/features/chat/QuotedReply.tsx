import { Box, Text, UnstyledButton } from '@mantine/core';
import type { ChatMessage } from '@crm/contracts';
import { plainDescription } from '../tasks';
import type { NameOf } from './MessageReactions';

/** The message a reply quotes, inside the reply or above the composer: its sender and text, or 'original deleted'; clicking it shows the original. */
export function QuotedReply({
  quoted,
  nameOf,
  onClick,
  inverted,
}: {
  quoted: NonNullable<ChatMessage['replyingToMessage']>;
  nameOf: NameOf;
  onClick?: () => void;
  inverted?: boolean;
}) {
  const body = (
    <Box
      px={8}
      py={4}
      mb={4}
      style={{
        borderLeft: `3px solid ${inverted ? 'rgba(255,255,255,0.8)' : 'var(--mantine-color-brand-5)'}`,
        borderRadius: 4,
        background: inverted ? 'rgba(255,255,255,0.15)' : 'var(--mantine-color-gray-0)',
      }}
      data-testid="message-quote"
    >
      <Text size="xs" fw={700} c={inverted ? 'white' : 'brand.8'}>
        {nameOf(quoted.from)}
      </Text>
      <Text
        size="xs"
        lineClamp={2}
        fs={quoted.isDeleted ? 'italic' : undefined}
        c={inverted ? 'white' : 'dimmed'}
      >
        {quoted.isDeleted
          ? 'Original message deleted'
          : plainDescription(quoted.content) || '📎 Attachment'}
      </Text>
    </Box>
  );
  return onClick ? (
    <UnstyledButton
      onClick={onClick}
      style={{ display: 'block', width: '100%' }}
      aria-label="Show the original message"
    >
      {body}
    </UnstyledButton>
  ) : (
    body
  );
}
