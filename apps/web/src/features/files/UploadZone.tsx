import { Button, FileButton, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUpload } from '@tabler/icons-react';
import { useState, type DragEvent } from 'react';
import { CONTENT_TYPES_BY_EXTENSION, FILE_MESSAGES, type FilePurpose } from '@crm/contracts';
import { errorText } from '../../lib/api';
import { checkUploadable, uploadFile } from './transfer';

type Upload = { id: number; name: string; progress: number };
const ACCEPT = Object.keys(CONTENT_TYPES_BY_EXTENSION)
  .map((e) => `.${e}`)
  .join(',');
let nextId = 1;

/**
 * A drop zone and a 'Choose files' button: each file is checked (type list, 100 MB), uploaded through
 * the signed link with a progress bar, then handed to `onUploaded` (e.g. attach to a brand).
 */
export function UploadZone({
  purpose,
  onUploaded,
}: {
  purpose: FilePurpose;
  onUploaded: (fileId: number, fileName: string) => Promise<void>;
}) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [over, setOver] = useState(false);

  const start = (files: File[]) => {
    for (const file of files) {
      const problem = checkUploadable(file);
      if (problem) {
        notifications.show({ color: 'red', message: `${file.name}: ${problem}` });
        continue;
      }
      const id = nextId++;
      setUploads((u) => [...u, { id, name: file.name, progress: 0 }]);
      const setProgress = (p: number) =>
        setUploads((u) => u.map((x) => (x.id === id ? { ...x, progress: p } : x)));
      uploadFile(file, purpose, setProgress)
        .then((r) => onUploaded(r.fileId, r.fileName))
        .then(() => notifications.show({ color: 'green', message: FILE_MESSAGES.uploaded }))
        .catch((e) => notifications.show({ color: 'red', message: errorText(e) }))
        .finally(() => setUploads((u) => u.filter((x) => x.id !== id)));
    }
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    start([...e.dataTransfer.files]);
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      style={{
        borderStyle: 'dashed',
        background: over ? 'var(--mantine-color-blue-0)' : undefined,
      }}
      data-testid="upload-zone"
    >
      <Group justify="space-between">
        <Group gap="sm">
          <IconUpload size={22} color="#0094FF" />
          <Stack gap={0}>
            <Text size="sm" fw={500}>
              Drop files here to upload
            </Text>
            <Text size="xs" c="dimmed">
              Documents, images, audio and video up to 100 MB
            </Text>
          </Stack>
        </Group>
        <FileButton onChange={(f) => start(f)} accept={ACCEPT} multiple>
          {(props) => (
            <Button {...props} variant="light" data-testid="upload-choose">
              Choose files
            </Button>
          )}
        </FileButton>
      </Group>
      {uploads.length > 0 && (
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
      )}
    </Paper>
  );
}
