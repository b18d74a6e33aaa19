import { ActionIcon, Anchor, Box, Group, Menu, Paper, Text } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconChecks, IconClock, IconDotsVertical, IconPencil, IconTrash } from '@tabler/icons-react';
import { CHAT_MESSAGES } from '@crm/contracts';
import { UserAvatar } from '../common/Avatars';
import { announcementText } from './chatText';
import classes from './chat.module.css';
import type { ShownMessage } from './messageList';

type Props = {
  m: ShownMessage;
  selfId: number | undefined;
  /** A group: others' messages keep a column for the sender's avatar. */
  isGroup: boolean;
  /** Show the sender's name and avatar (groups, first of a run). */
  showSender: boolean;
  /** Someone else read it (a personal chat's 'seen'). */
  seen: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onRetry: () => void;
};

const time = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/** One message: an announcement centred; ours on the right (sending, failed with Retry, sent, seen) with Edit and Delete; others' on the left. */
export function MessageBubble({ m, selfId, isGroup, showSender, seen, onEdit, onDelete, onRetry }: Props) {
  if (m.isAnnoucement) {
    return (
      <Group justify="center" py={6} data-testid="chat-announcement">
        <Text size="xs" c="dimmed" px="sm" py={2} style={{ background: 'var(--mantine-color-gray-1)', borderRadius: 12 }}>
          {announcementText(m, selfId)}
        </Text>
      </Group>
    );
  }
  const mine = m.from === selfId;
  const canChange = mine && m.state === 'sent' && !m.isDeleted;
  return (
    <Group justify={mine ? 'flex-end' : 'flex-start'} align="flex-end" gap={8} wrap="nowrap" px="md" py={2} className={classes.row} data-testid="chat-message" data-mid={m.state === 'sent' ? m.mid : undefined} data-state={m.state}>
      {!mine && isGroup && (
        <Box w={30} style={{ flexShrink: 0 }}>
          {showSender && <UserAvatar userId={m.from} name={m.fromUserData.userName} imageUrl={m.fromUserData.profileImage} size={30} />}
        </Box>
      )}
      <Group gap={2} wrap="nowrap" align="center" maw="72%" style={{ flexDirection: mine ? 'row' : 'row-reverse' }}>
        {canChange && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" size="sm" aria-label="Message actions" data-testid="message-menu" className={classes.menu}>
                <IconDotsVertical size={14} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconPencil size={14} />} onClick={onEdit} data-testid="message-edit">
                Edit
              </Menu.Item>
              <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={onDelete} data-testid="message-delete">
                Delete
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
        <Paper
          px="sm"
          py={6}
          radius="lg"
          shadow="xs"
          bg={m.isDeleted ? 'gray.1' : mine ? 'brand.6' : 'white'}
          c={mine && !m.isDeleted ? 'white' : undefined}
          style={{ borderBottomRightRadius: mine ? 4 : undefined, borderBottomLeftRadius: mine ? undefined : 4, minWidth: 0, opacity: m.state === 'sent' ? 1 : 0.7 }}
        >
          {showSender && !mine && (
            <Text size="xs" fw={700} c="brand.8">
              {m.fromUserData.userName}
            </Text>
          )}
          {m.isDeleted ? (
            <Text size="sm" fs="italic" c="dimmed" data-testid="message-text">
              {CHAT_MESSAGES.messageDeleted}
            </Text>
          ) : (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="message-text">
              {m.content}
            </Text>
          )}
          <Group gap={4} justify="flex-end" wrap="nowrap" mt={2} style={{ opacity: 0.8 }}>
            {m.isEdited && !m.isDeleted && (
              <Text size="10px" data-testid="message-edited">
                edited
              </Text>
            )}
            <Text size="10px">{time(m.sentOn)}</Text>
            {mine && m.state === 'sending' && <IconClock size={12} aria-label="Sending" />}
            {mine && m.state === 'sent' && (seen ? <IconChecks size={12} aria-label="Seen" /> : <IconCheck size={12} aria-label="Sent" />)}
          </Group>
        </Paper>
      </Group>
      {m.state === 'failed' && (
        <Group gap={4} wrap="nowrap" data-testid="message-failed">
          <IconAlertCircle size={14} color="var(--mantine-color-red-6)" />
          <Text size="xs" c="red">
            Not sent.
          </Text>
          <Anchor component="button" size="xs" onClick={onRetry} data-testid="message-retry">
            Retry
          </Anchor>
        </Group>
      )}
    </Group>
  );
}
