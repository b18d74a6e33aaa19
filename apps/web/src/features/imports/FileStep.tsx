import { useRef, useState, type DragEvent } from 'react';
import { Alert, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { IMPORT_EXTENSIONS, IMPORT_MAX_BYTES, IMPORT_MESSAGES } from '@crm/contracts';
import { errorText } from '../../lib/api';
import type { ParsedUpload } from './flow';
import { saveText } from './mapping';

/** Client-side check of a chosen file: extension and size; the server checks again. */
function fileProblem(file: File): string | null {
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  if (!file.name.includes('.') || !(IMPORT_EXTENSIONS as readonly string[]).includes(ext))
    return IMPORT_MESSAGES.fileType;
  if (file.size > IMPORT_MAX_BYTES) return IMPORT_MESSAGES.fileTooLarge;
  return null;
}

/**
 * Step 1: choose a .csv or .xlsx file (drop zone or file picker) and upload it with progress; `hint`
 * says what a row holds, `template` is the file Download a template saves.
 */
export function FileStep<P extends ParsedUpload>({
  hint,
  template,
  upload,
  onParsed,
}: {
  hint: string;
  template: { csv: string; fileName: string };
  upload: (file: File, onProgress: (percent: number) => void) => Promise<P>;
  onParsed: (parsed: P) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [name, setName] = useState<string | null>(null);

  const take = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setName(file.name);
    const problem = fileProblem(file);
    if (problem) return setError(problem);
    setProgress(0);
    try {
      onParsed(await upload(file, setProgress));
    } catch (e) {
      setError(errorText(e));
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    void take(e.dataTransfer.files[0]);
  };

  return (
    <Stack gap="md">
      <Paper
        withBorder
        radius="md"
        p="xl"
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        style={{
          borderStyle: 'dashed',
          borderWidth: 2,
          background: dragging ? 'var(--mantine-color-blue-light)' : undefined,
        }}
        data-testid="import-dropzone"
      >
        <Stack align="center" gap="xs">
          <IconFileSpreadsheet size={40} stroke={1.4} />
          <Text fw={500}>Drop a .csv or .xlsx file here</Text>
          <Text size="sm" c="dimmed" ta="center">
            {hint} The first row holds the column names. Up to 50 MB.
          </Text>
          <input
            ref={input}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            hidden
            aria-label="Import file"
            data-testid="import-file-input"
            onChange={(e) => void take(e.target.files?.[0])}
          />
          <Group gap="xs" mt="xs">
            <Button
              leftSection={<IconUpload size={16} />}
              onClick={() => input.current?.click()}
              loading={progress !== null}
            >
              Choose file
            </Button>
            <Button
              variant="subtle"
              onClick={() => saveText(`\uFEFF${template.csv}\r\n`, template.fileName)}
            >
              Download a template
            </Button>
          </Group>
        </Stack>
      </Paper>
      {progress !== null && (
        <Stack gap={4}>
          <Group justify="space-between">
            <Text size="sm">Uploading {name}…</Text>
            <Text size="sm" c="dimmed">
              {progress < 100 ? `${progress}%` : 'Reading the file…'}
            </Text>
          </Group>
          <Progress
            value={progress}
            animated={progress >= 100}
            striped={progress >= 100}
            aria-label="Upload progress"
          />
        </Stack>
      )}
      {error && (
        <Alert
          color="red"
          title={name ? `Could not use ${name}` : 'Could not use this file'}
          data-testid="import-file-error"
        >
          {error}
        </Alert>
      )}
    </Stack>
  );
}
