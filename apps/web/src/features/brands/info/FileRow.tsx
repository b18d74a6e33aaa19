import { ActionIcon, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { formatFileSize, type BrandFile } from '@crm/contracts';
import { formatDateTime } from '../../../lib/format';
import { FileTypeIcon } from '../../files';

/** One brand file: type icon and name, size (B/KB/MB/GB), uploader, date, Download and (when allowed) Delete. */
export function FileRow({
  f,
  downloading,
  onDownload,
  onDelete,
}: {
  f: BrandFile;
  downloading: boolean;
  onDownload: (f: BrandFile) => void;
  onDelete: (f: BrandFile) => void;
}) {
  return (
    <Table.Tr data-testid={`file-row-${f.fileId}`}>
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          <FileTypeIcon fileName={f.fileName} />
          <Text size="sm" lineClamp={1} title={f.fileName} data-testid="file-name">
            {f.fileName}
          </Text>
        </Group>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{formatFileSize(f.size)}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{f.uploadedBy.userName}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{formatDateTime(f.uploadedOn)}</Text>
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <Tooltip label="Download">
            <ActionIcon
              variant="subtle"
              aria-label={`Download ${f.fileName}`}
              loading={downloading}
              onClick={() => onDownload(f)}
              data-testid="file-download"
            >
              <IconDownload size={16} />
            </ActionIcon>
          </Tooltip>
          {f.canDelete && (
            <Tooltip label="Delete">
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Delete ${f.fileName}`}
                onClick={() => onDelete(f)}
                data-testid="file-delete"
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
