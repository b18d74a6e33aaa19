import {
  ActionIcon,
  Group,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { formatFileSize, MESSAGES, type BrandFile, type FileTab } from '@crm/contracts';
import { EmptyState } from '../../components/EmptyState';
import { errorText, toastSuccess } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { ConfirmModal } from '../../components/ConfirmModal';
import { Pager } from '../../components/Pager';
import { SearchBox } from '../../components/SearchBox';
import { LoadErrorRow, loadFailed } from '../../components/LoadError';
import { SkeletonRows } from '../../components/SkeletonRows';
import { useToastOnError } from '../../lib/useToastOnError';
import {
  FileTypeIcon,
  UploadZone,
  useAttachFile,
  useBrandFiles,
  useRemoveFile,
  downloadFile,
} from '../files';

const TAB_LABELS: Record<FileTab, string> = { all: 'All', media: 'Media', docs: 'Docs' };

/**
 * The Files tab of brand info (spec 001 §7 'Files', §9 file types and tabs): upload through the signed
 * link with progress, then attach; list with type icon, size (B/KB/MB/GB), uploader and date; tabs
 * All, media, docs; search; download with the token; delete with a confirmation.
 */
export default function FilesTab({ brandId }: { brandId: number }) {
  const [pageNo, setPageNo] = useState(1);
  const [type, setType] = useState<FileTab>('all');
  const [search, setSearch] = useState('');
  const [deleting, setDeleting] = useState<BrandFile | null>(null);
  const [downloading, setDownloading] = useState<number | null>(null);
  const files = useBrandFiles(brandId, pageNo, type, search);
  const attach = useAttachFile(brandId);
  const remove = useRemoveFile(brandId);
  useToastOnError(files.error);

  const download = async (f: BrandFile) => {
    setDownloading(f.fileId);
    try {
      await downloadFile(f.url, f.fileName);
      notifications.show({ color: 'green', message: MESSAGES.downloadCompleted });
    } catch (e) {
      notifications.show({ color: 'red', message: errorText(e) });
    } finally {
      setDownloading(null);
    }
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.fileId, {
      onSuccess: (r) => {
        toastSuccess(r.message);
        setDeleting(null);
        if (files.data?.files.length === 1 && pageNo > 1) setPageNo(pageNo - 1);
      },
      onError: (e) => notifications.show({ color: 'red', message: errorText(e) }),
    });
  };

  const data = files.data;
  return (
    <Stack gap="md" data-testid="files-tab">
      <Title order={4}>Files</Title>
      <UploadZone
        purpose="BRAND_FILE"
        onUploaded={async (fileId) => void (await attach.mutateAsync(fileId))}
      />
      <Group justify="space-between">
        <SegmentedControl
          value={type}
          onChange={(v) => {
            setType(v as FileTab);
            setPageNo(1);
          }}
          data={(Object.keys(TAB_LABELS) as FileTab[]).map((t) => ({
            value: t,
            label: TAB_LABELS[t],
          }))}
          aria-label="File type"
          data-testid="files-type"
        />
        <SearchBox
          value={search}
          onSearch={(v) => {
            setSearch(v);
            setPageNo(1);
          }}
          placeholder="Search files"
          testId="files-search"
        />
      </Group>
      {data && data.files.length === 0 ? (
        <EmptyState
          title={search || type !== 'all' ? 'No matching files' : 'No files yet'}
          description="Upload decks, rate cards, contracts and creatives for this brand."
        />
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table
            verticalSpacing="sm"
            highlightOnHover
            data-testid="files-table"
            style={{ opacity: files.isPlaceholderData ? 0.6 : 1 }}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Size</Table.Th>
                <Table.Th>Uploaded by</Table.Th>
                <Table.Th>Uploaded on</Table.Th>
                <Table.Th w={90} aria-label="Actions" />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {loadFailed(files) ? (
                <LoadErrorRow cols={5} what="the files" query={files} />
              ) : !data ? (
                <SkeletonRows cols={5} rows={4} />
              ) : (
                data.files.map((f) => (
                  <Table.Tr key={f.fileId} data-testid={`file-row-${f.fileId}`}>
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
                            loading={downloading === f.fileId}
                            onClick={() => download(f)}
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
                              onClick={() => setDeleting(f)}
                              data-testid="file-delete"
                            >
                              <IconTrash size={16} />
                            </ActionIcon>
                          </Tooltip>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {data && <Pager page={data} onChange={setPageNo} />}
      <ConfirmModal
        opened={!!deleting}
        title="Delete file"
        confirmLabel="Delete"
        color="red"
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        {`Delete “${deleting?.fileName ?? ''}”? It will no longer be listed or downloadable.`}
      </ConfirmModal>
    </Stack>
  );
}
