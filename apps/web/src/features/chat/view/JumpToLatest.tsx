import { ActionIcon } from '@mantine/core';
import { IconArrowDown } from '@tabler/icons-react';

/** The round button over the message list, shown once scrolled up from the bottom, back to the newest message. */
export function JumpToLatest({ onClick }: { onClick: () => void }) {
  return (
    <ActionIcon
      pos="absolute"
      bottom={12}
      right={20}
      radius="xl"
      size="lg"
      variant="white"
      style={{ boxShadow: 'var(--mantine-shadow-md)' }}
      aria-label="Jump to the latest message"
      onClick={onClick}
      data-testid="chat-jump-latest"
    >
      <IconArrowDown size={18} />
    </ActionIcon>
  );
}
