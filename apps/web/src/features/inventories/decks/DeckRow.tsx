import { ActionIcon, Badge, Button, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconEdit, IconExternalLink } from '@tabler/icons-react';
import { formatFileSize, type Deck } from '@crm/contracts';
import { formatDateTime } from '../../../lib/format';
import { FileTypeIcon } from '../../files';

/**
 * One deck version: its type icon, name, version, size, uploader and date; 'Latest' and the caller's
 * 'New' / 'Viewed'; Rename (for those who upload, `onRename`) and Open.
 */
export function DeckRow({
  d,
  onRename,
  onOpen,
}: {
  d: Deck;
  onRename: (() => void) | null;
  onOpen: () => void;
}) {
  return (
    <Table.Tr data-testid={`deck-${d.deckVersion}`}>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <FileTypeIcon fileName={`deck.${d.deckFileType}`} />
          <Stack gap={0}>
            <Text size="sm" fw={500}>
              {d.deckName}
            </Text>
            <Text size="xs" c="dimmed">
              v{d.deckVersion} · {formatFileSize(d.deckSize)} · {d.deckUploadedBy} ·{' '}
              {formatDateTime(d.deckUploadedOn)}
            </Text>
          </Stack>
        </Group>
      </Table.Td>
      <Table.Td>
        <Group gap={4}>
          {d.isLatest && <Badge variant="light">Latest</Badge>}
          {d.viewed ? (
            <Badge color="gray" variant="light" data-testid="deck-viewed">
              Viewed
            </Badge>
          ) : (
            <Badge color="orange" data-testid="deck-new">
              New
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td w={120}>
        <Group gap={4} justify="flex-end" wrap="nowrap">
          {onRename && (
            <Tooltip label="Rename">
              <ActionIcon variant="subtle" aria-label={`Rename ${d.deckName}`} onClick={onRename}>
                <IconEdit size={16} />
              </ActionIcon>
            </Tooltip>
          )}
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconExternalLink size={14} />}
            onClick={onOpen}
            data-testid="deck-open"
          >
            Open
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
