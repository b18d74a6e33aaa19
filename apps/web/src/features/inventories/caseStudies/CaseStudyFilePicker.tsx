import { Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';

/** The case study's file: Choose (or Replace) file, the chosen file's name, and the upload's progress (0..1) while it runs. */
export function CaseStudyFilePicker({
  file,
  progress,
  onPick,
}: {
  file: { fileName: string } | null;
  progress: number | null;
  onPick: (f: File | null) => void;
}) {
  return (
    <Stack gap={6}>
      <Group gap="sm">
        <FileButton onChange={onPick}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconUpload size={14} />}
              loading={progress !== null}
              data-testid="case-study-file"
            >
              {file ? 'Replace file' : 'Choose file'}
            </Button>
          )}
        </FileButton>
        <Text size="sm" c={file ? undefined : 'dimmed'} data-testid="case-study-file-name">
          {file?.fileName ?? 'No file chosen'}
        </Text>
      </Group>
      {progress !== null && (
        <Progress value={progress * 100} animated aria-label="Upload progress" />
      )}
    </Stack>
  );
}
