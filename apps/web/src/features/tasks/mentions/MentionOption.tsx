import { Avatar, Box, Group, Text, UnstyledButton } from '@mantine/core';
import { initials } from '../../../components/Avatars';
import type { MentionItem } from './mentionItems';

/** One suggestion (`mention-option-{index}`): avatar or initials, label and its line below; hovering makes it active, a click chooses it without leaving the editor. */
export function MentionOption({
  item,
  index,
  active,
  onHover,
  onChoose,
}: {
  item: MentionItem;
  index: number;
  active: boolean;
  onHover: () => void;
  onChoose: () => void;
}) {
  return (
    <UnstyledButton
      id={`mention-option-${index}`}
      role="option"
      aria-selected={active}
      onMouseDown={(e) => e.preventDefault()}
      onMouseEnter={onHover}
      onClick={onChoose}
      w="100%"
      px="xs"
      py={6}
      style={{
        borderRadius: 6,
        background: active ? 'var(--mantine-color-brand-0)' : undefined,
      }}
    >
      <Group gap="sm" wrap="nowrap">
        <Avatar
          size={26}
          radius={item.kind === 'user' ? 'xl' : 'sm'}
          src={item.image}
          color={item.kind === 'role' ? 'gray' : 'brand'}
        >
          {initials(item.label)}
        </Avatar>
        <Box style={{ minWidth: 0 }}>
          <Text size="sm" fw={500} truncate>
            {item.label}
          </Text>
          {item.sub && (
            <Text size="xs" c="dimmed" truncate>
              {item.sub}
            </Text>
          )}
        </Box>
      </Group>
    </UnstyledButton>
  );
}
