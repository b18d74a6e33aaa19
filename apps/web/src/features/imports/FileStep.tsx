import { Alert, Group, Progress, Stack, Text } from '@mantine/core';
import type { ParsedUpload } from './flow';
import { ImportDropzone } from './ImportDropzone';
import { useImportUpload } from './useImportUpload';

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
  const { input, progress, error, name, take } = useImportUpload(upload, onParsed);
  return (
    <Stack gap="md">
      <ImportDropzone
        hint={hint}
        template={template}
        input={input}
        uploading={progress !== null}
        onFile={(file) => void take(file)}
      />
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
