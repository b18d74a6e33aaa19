import { ActionIcon, Badge, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconLock, IconPencil, IconTrash, IconWorld } from '@tabler/icons-react';
import type { BrandNote } from '@crm/contracts';
import { formatDateTime } from '../../lib/format';
import { UserAvatar } from '../../components/Avatars';

/** One note: title, Private/Public badge, text, author and time; edit and delete for its author. */
export function NoteCard({
  note,
  onEdit,
  onDelete,
}: {
  note: BrandNote;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const edited = note.updatedAt !== note.createdAt;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      data-testid={`note-${note.id}`}
      data-private={note.isPrivate}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600} data-testid="note-card-title">
              {note.title}
            </Text>
            {note.isPrivate ? (
              <Badge size="sm" color="gray" variant="light" leftSection={<IconLock size={12} />}>
                Private
              </Badge>
            ) : (
              <Badge size="sm" color="blue" variant="light" leftSection={<IconWorld size={12} />}>
                Public
              </Badge>
            )}
          </Group>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {note.description}
          </Text>
          <Group gap={6} mt={4}>
            <UserAvatar
              userId={note.author.userId}
              name={note.author.userName}
              imageUrl={note.author.profileImage}
              size={22}
            />
            <Text size="xs" c="dimmed">
              {note.author.userName} · {formatDateTime(note.createdAt)}
              {edited ? ` · edited ${formatDateTime(note.updatedAt)}` : ''}
            </Text>
          </Group>
        </Stack>
        {note.canEdit && (
          <Group gap={4} wrap="nowrap">
            <Tooltip label="Edit note">
              <ActionIcon
                variant="subtle"
                aria-label={`Edit note ${note.title}`}
                onClick={onEdit}
                data-testid="note-edit"
              >
                <IconPencil size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Delete note">
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Delete note ${note.title}`}
                onClick={onDelete}
                data-testid="note-delete"
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        )}
      </Group>
    </Paper>
  );
}
