import type { ReactNode } from 'react';
import { Box, Group, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import {
  IconBell,
  IconBuildingStore,
  IconBulb,
  IconChecklist,
  IconUsersPlus,
} from '@tabler/icons-react';
import type { Notification } from '@crm/contracts';
import { UserAvatar } from '../../components/Avatars';
import { NotificationDecision } from './NotificationDecision';
import { highlightParts, notificationDate } from './notificationText';

/** The content with its `**` pairs in bold, as text nodes (never HTML). */
function HighlightedText({ content }: { content: string }) {
  return (
    <Text size="sm" lh={1.45} style={{ overflowWrap: 'anywhere' }}>
      {highlightParts(content).map((p, i) =>
        p.bold ? (
          <Text key={i} span fw={700} inherit>
            {p.text}
          </Text>
        ) : (
          <span key={i}>{p.text}</span>
        ),
      )}
    </Text>
  );
}

/** The picture of a notification: who did it (with their online status), else an icon of its kind. */
function Picture({ n, userId }: { n: Notification; userId: number }) {
  const actor = n.users.find((u) => u.userId !== userId);
  if (actor)
    return <UserAvatar userId={actor.userId} name={actor.userName} imageUrl={null} size={34} />;
  const Icon = n.tasks.length
    ? IconChecklist
    : n.type.startsWith('COLLAB')
      ? IconUsersPlus
      : n.type.includes('SUGGESTION')
        ? IconBulb
        : n.brands.length
          ? IconBuildingStore
          : IconBell;
  return (
    <ThemeIcon size={34} radius="xl" variant="light">
      <Icon size={18} />
    </ThemeIcon>
  );
}

type Props = {
  n: Notification;
  userId: number;
  onOpen: (n: Notification) => void;
  onDecide: (n: Notification, action: 'APPROVE' | 'REJECT') => void;
  deciding: 'APPROVE' | 'REJECT' | null;
  /** What else may be done right here, under the text (a failed mail's Retry). */
  actions?: ReactNode;
};

/**
 * One notification (spec 000 §2.7, §4): who, the highlighted text, 'Today {time}' or the long date, an
 * unread dot; the text is a button that marks it read and opens its brand, event inventory or task.
 * An open ACTION notification offers ACCEPT / REJECT (collaboration) or APPROVE / REJECT (suggestion);
 * a settled one shows its outcome. `actions` go under the text.
 */
export function NotificationItem({ n, userId, onOpen, onDecide, deciding, actions }: Props) {
  return (
    <Box
      px="sm"
      py={10}
      data-testid={`notification-${n.id}`}
      data-read={n.isRead}
      style={{
        borderRadius: 10,
        background: n.isRead ? undefined : 'var(--mantine-color-brand-0)',
        borderBottom: '1px solid var(--mantine-color-gray-2)',
      }}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Picture n={n} userId={userId} />
        <UnstyledButton
          onClick={() => onOpen(n)}
          style={{ flex: 1, minWidth: 0 }}
          data-testid="notification-open"
        >
          <Stack gap={2}>
            <HighlightedText content={n.content} />
            <Text size="xs" c="dimmed" data-testid="notification-date">
              {notificationDate(n.date)}
            </Text>
          </Stack>
        </UnstyledButton>
        {!n.isRead && (
          <Box
            role="img"
            aria-label="Unread"
            w={8}
            h={8}
            mt={6}
            style={{
              borderRadius: '50%',
              background: 'var(--mantine-color-brand-6)',
              flexShrink: 0,
            }}
          />
        )}
      </Group>
      <NotificationDecision n={n} userId={userId} onDecide={onDecide} deciding={deciding} />
      {actions && (
        <Group gap="xs" mt={8} ml={46}>
          {actions}
        </Group>
      )}
    </Box>
  );
}
