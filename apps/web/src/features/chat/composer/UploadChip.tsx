import { CloseButton, Group, Progress, Stack, Text } from '@mantine/core';
import { formatFileSize } from '@crm/contracts';
import { FileTypeIcon } from '../../files';
import type { PendingUpload } from '../chatUploads';

/** A file attached to the next message: its type icon, name and state (uploading, done, failed), and a remove button. */
export function UploadChip({ u, onRemove }: { u: PendingUpload; onRemove: () => void }) {
  return (
    <Group
      gap={6}
      wrap="nowrap"
      px={8}
      py={4}
      w={230}
      style={{
        border: `1px solid var(--mantine-color-${u.error ? 'red-4' : 'gray-3'})`,
        borderRadius: 8,
      }}
      data-testid="chat-upload"
      data-state={u.error ? 'failed' : u.fileId ? 'done' : 'uploading'}
    >
      <FileTypeIcon fileName={u.file.name} size={20} />
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Text size="xs" truncate="end" title={u.file.name}>
          {u.file.name}
        </Text>
        {u.error ? (
          <Text size="10px" c="red" lineClamp={2} data-testid="chat-upload-error">
            {u.error}
          </Text>
        ) : u.fileId ? (
          <Text size="10px" c="dimmed">
            {formatFileSize(u.file.size)}
          </Text>
        ) : (
          <Progress value={u.progress * 100} size="xs" aria-label={`Uploading ${u.file.name}`} />
        )}
      </Stack>
      <CloseButton size="xs" aria-label={`Remove ${u.file.name}`} onClick={onRemove} />
    </Group>
  );
}
