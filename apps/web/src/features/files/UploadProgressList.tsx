import { Group, Progress, Stack, Text } from '@mantine/core';
import type { Upload } from './useUploads';

/** The uploads under way, each with its name, percentage and progress bar. */
export function UploadProgressList({ uploads }: { uploads: Upload[] }) {
  return (
    <Stack gap={6} mt="sm" data-testid="upload-progress">
      {uploads.map((u) => (
        <Stack key={u.id} gap={2}>
          <Group justify="space-between">
            <Text size="xs" lineClamp={1}>
              {u.name}
            </Text>
            <Text size="xs" c="dimmed">
              {Math.round(u.progress * 100)}%
            </Text>
          </Group>
          <Progress
            value={u.progress * 100}
            size="sm"
            animated={u.progress < 1}
            aria-label={`Uploading ${u.name}`}
          />
        </Stack>
      ))}
    </Stack>
  );
}
