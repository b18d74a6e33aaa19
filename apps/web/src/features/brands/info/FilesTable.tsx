import { Table } from '@mantine/core';
import { LoadErrorRow, loadFailed } from '../../../components/LoadError';
import { SkeletonRows } from '../../../components/SkeletonRows';
import { FileRow } from './FileRow';
import type { BrandFilesTab } from './useBrandFilesTab';

/** The brand's files table (dimmed while another page loads): skeleton rows, the load error with Retry, or the rows. */
export function FilesTable({ t }: { t: BrandFilesTab }) {
  const { files } = t;
  return (
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
          ) : !files.data ? (
            <SkeletonRows cols={5} rows={4} />
          ) : (
            files.data.files.map((f) => (
              <FileRow
                key={f.fileId}
                f={f}
                downloading={t.downloading === f.fileId}
                onDownload={t.download}
                onDelete={t.setDeleting}
              />
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
