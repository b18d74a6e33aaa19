import { Button, FileButton, Group, Paper, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState, type DragEvent } from 'react';
import { CONTENT_TYPES_BY_EXTENSION, type FilePurpose } from '@crm/contracts';
import { UploadProgressList } from './UploadProgressList';
import { useUploads } from './useUploads';

const ACCEPT = Object.keys(CONTENT_TYPES_BY_EXTENSION)
  .map((e) => `.${e}`)
  .join(',');

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
  const { uploads, start } = useUploads(purpose, onUploaded);
  const [over, setOver] = useState(false);

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
      {uploads.length > 0 && <UploadProgressList uploads={uploads} />}
    </Paper>
  );
}
