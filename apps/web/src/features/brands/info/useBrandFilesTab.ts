import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { MESSAGES, type BrandFile, type FileTab } from '@crm/contracts';
import { errorText, toastSuccess } from '../../../lib/api';
import { useToastOnError } from '../../../lib/useToastOnError';
import { downloadFile, useAttachFile, useBrandFiles, useRemoveFile } from '../../files';

/**
 * The brand Files tab's state (spec 001 §7 'Files'): the page, type tab and search of the list (a
 * new tab or search starts from page 1), attaching an upload, the download in progress, and the file
 * being deleted; a delete that empties a later page steps back one page.
 */
export function useBrandFilesTab(brandId: number) {
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

  return {
    files,
    setPageNo,
    type,
    setType: (t: FileTab) => {
      setType(t);
      setPageNo(1);
    },
    search,
    setSearch: (v: string) => {
      setSearch(v);
      setPageNo(1);
    },
    attach: async (fileId: number) => void (await attach.mutateAsync(fileId)),
    downloading,
    download,
    deleting,
    setDeleting,
    confirmDelete,
    removing: remove.isPending,
  };
}

/** The brand Files tab's state (useBrandFilesTab). */
export type BrandFilesTab = ReturnType<typeof useBrandFilesTab>;
