import { Button, CopyButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCopy, IconDownload } from '@tabler/icons-react';
import { PRODUCT_NAME } from '@crm/contracts';

/** Saves `codes` as a text file, one per line. */
function saveCodes(codes: string[]) {
  const blob = new Blob([`${PRODUCT_NAME} recovery codes\n\n${codes.join('\n')}\n`], {
    type: 'text/plain',
  });
  const url = URL.createObjectURL(blob);
  Object.assign(document.createElement('a'), { href: url, download: 'recovery-codes.txt' }).click();
  URL.revokeObjectURL(url);
}

/** Recovery codes, shown once (issue 40 §4): each signs in once in place of a code; copy or download them. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <Stack gap="sm" data-testid="recovery-codes">
      <Text size="sm">
        Keep these codes somewhere safe. Each one signs you in once if you lose your phone; they are
        not shown again.
      </Text>
      <SimpleGrid cols={2} spacing="xs">
        {codes.map((c) => (
          <Text key={c} ff="monospace" size="sm" data-testid="recovery-code">
            {c}
          </Text>
        ))}
      </SimpleGrid>
      <Group gap="xs">
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button variant="light" size="xs" leftSection={<IconCopy size={14} />} onClick={copy}>
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconDownload size={14} />}
          onClick={() => saveCodes(codes)}
        >
          Download
        </Button>
      </Group>
    </Stack>
  );
}
