import { Group, SegmentedControl, Stack, Title } from '@mantine/core';
import type { FileTab } from '@crm/contracts';
import { ConfirmModal } from '../../components/ConfirmModal';
import { EmptyState } from '../../components/EmptyState';
import { Pager } from '../../components/Pager';
import { SearchBox } from '../../components/SearchBox';
import { UploadZone } from '../files';
import { FilesTable } from './info/FilesTable';
import { useBrandFilesTab } from './info/useBrandFilesTab';

const TAB_LABELS: Record<FileTab, string> = { all: 'All', media: 'Media', docs: 'Docs' };

/**
 * The Files tab of brand info (spec 001 §7 'Files', §9 file types and tabs): upload through the signed
 * link with progress, then attach; list with type icon, size (B/KB/MB/GB), uploader and date; tabs
 * All, media, docs; search; download with the token; delete with a confirmation.
 */
export default function FilesTab({ brandId }: { brandId: number }) {
  const t = useBrandFilesTab(brandId);
  const data = t.files.data;
  return (
    <Stack gap="md" data-testid="files-tab">
      <Title order={4}>Files</Title>
      <UploadZone purpose="BRAND_FILE" onUploaded={t.attach} />
      <Group justify="space-between">
        <SegmentedControl
          value={t.type}
          onChange={(v) => t.setType(v as FileTab)}
          data={(Object.keys(TAB_LABELS) as FileTab[]).map((v) => ({
            value: v,
            label: TAB_LABELS[v],
          }))}
          aria-label="File type"
          data-testid="files-type"
        />
        <SearchBox
          value={t.search}
          onSearch={t.setSearch}
          placeholder="Search files"
          testId="files-search"
        />
      </Group>
      {data && data.files.length === 0 ? (
        <EmptyState
          title={t.search || t.type !== 'all' ? 'No matching files' : 'No files yet'}
          description="Upload decks, rate cards, contracts and creatives for this brand."
        />
      ) : (
        <FilesTable t={t} />
      )}
      {data && <Pager page={data} onChange={t.setPageNo} />}
      <ConfirmModal
        opened={!!t.deleting}
        title="Delete file"
        confirmLabel="Delete"
        color="red"
        loading={t.removing}
        onConfirm={t.confirmDelete}
        onClose={() => t.setDeleting(null)}
      >
        {`Delete “${t.deleting?.fileName ?? ''}”? It will no longer be listed or downloadable.`}
      </ConfirmModal>
    </Stack>
  );
}
