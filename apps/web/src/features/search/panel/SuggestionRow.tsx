import { Box, Group, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';

/** A suggestion, 'Search for' or recent-search row: an option, highlighted when active. */
export function SuggestionRow({
  active,
  onClick,
  icon,
  label,
  hint,
}: {
  active: boolean;
  onClick: () => void;
  icon: ReactNode;
  label: string;
  hint?: string;
}) {
  return (
    <UnstyledButton
      onClick={onClick}
      onMouseDown={(e) => e.preventDefault()}
      role="option"
      aria-selected={active}
      data-active={active || undefined}
      px="sm"
      py={8}
      style={{ borderRadius: 8, background: active ? 'var(--mantine-color-brand-0)' : undefined }}
      data-testid="search-suggestion"
    >
      <Group gap="sm" wrap="nowrap">
        <Box c="dimmed">{icon}</Box>
        <Text size="sm" truncate="end" style={{ flex: 1 }}>
          {label}
        </Text>
        {hint && (
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        )}
      </Group>
    </UnstyledButton>
  );
}
