import { ActionIcon, Anchor, Button, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconExternalLink, IconTrash } from '@tabler/icons-react';
import type { CaseStudy } from '@crm/contracts';
import { toastError } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { downloadFile } from '../../files';

/** One case study: title, description, who added it and when; its file's Download or its link; Remove for admins. */
export function CaseStudyRow({
  c,
  isAdmin,
  onRemove,
}: {
  c: CaseStudy;
  isAdmin: boolean;
  onRemove: () => void;
}) {
  return (
    <Table.Tr data-testid="case-study-row">
      <Table.Td>
        <Text fw={500} size="sm">
          {c.title}
        </Text>
        {c.description && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {c.description}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          Added by {c.createdBy.userName} · {formatDate(c.createdOn)}
        </Text>
      </Table.Td>
      <Table.Td w={160}>
        <CaseStudySource c={c} />
      </Table.Td>
      <Table.Td w={48}>
        {isAdmin && (
          <Tooltip label="Remove">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Remove ${c.title}`}
              onClick={onRemove}
              data-testid="case-study-remove"
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** A case study's file (Download) or link (Open link, a new tab); nothing when it has neither. */
function CaseStudySource({ c }: { c: CaseStudy }) {
  if (c.url && c.fileName)
    return (
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconDownload size={14} />}
        onClick={() => downloadFile(c.url!, c.fileName!).catch(toastError)}
      >
        Download
      </Button>
    );
  if (!c.link) return null;
  return (
    <Anchor href={c.link} target="_blank" rel="noopener noreferrer" size="sm">
      <Group gap={4} wrap="nowrap">
        <IconExternalLink size={14} /> Open link
      </Group>
    </Anchor>
  );
}
