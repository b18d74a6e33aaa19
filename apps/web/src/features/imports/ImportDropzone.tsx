import { useState, type RefObject } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { saveText } from './mapping';

/**
 * The import's drop zone: drop a file or Choose file (the hidden `input`), with what a row holds
 * (`hint`) and Download a template (`template`, saved as CSV with a BOM).
 */
export function ImportDropzone({
  hint,
  template,
  input,
  uploading,
  onFile,
}: {
  hint: string;
  template: { csv: string; fileName: string };
  input: RefObject<HTMLInputElement | null>;
  uploading: boolean;
  onFile: (file: File | undefined) => void;
}) {
  const [dragging, setDragging] = useState(false);
  return (
    <Paper
      withBorder
      radius="md"
      p="xl"
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(e) => {
        e.preventDefault();
        setDragging(false);
        onFile(e.dataTransfer.files[0]);
      }}
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
          onChange={(e) => onFile(e.target.files?.[0])}
        />
        <Group gap="xs" mt="xs">
          <Button
            leftSection={<IconUpload size={16} />}
            onClick={() => input.current?.click()}
            loading={uploading}
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
  );
}
