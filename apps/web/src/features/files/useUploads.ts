import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { FILE_MESSAGES, type FilePurpose } from '@crm/contracts';
import { errorText } from '../../lib/api';
import { checkUploadable, uploadFile } from './transfer';

/** A file being uploaded: its name and progress (0–1). */
export type Upload = { id: number; name: string; progress: number };
let nextId = 1;

/**
 * The uploads of an upload zone: `start` checks each file (a refused one says why in a toast), uploads
 * it through the signed link for `purpose`, hands it to `onUploaded` and toasts; `uploads` are the ones
 * under way.
 */
export function useUploads(
  purpose: FilePurpose,
  onUploaded: (fileId: number, fileName: string) => Promise<void>,
) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const start = (files: File[]) => {
    for (const file of files) {
      const problem = checkUploadable(file);
      if (problem) {
        notifications.show({ color: 'red', message: `${file.name}: ${problem}` });
        continue;
      }
      const id = nextId++;
      setUploads((u) => [...u, { id, name: file.name, progress: 0 }]);
      const setProgress = (p: number) =>
        setUploads((u) => u.map((x) => (x.id === id ? { ...x, progress: p } : x)));
      uploadFile(file, purpose, setProgress)
        .then((r) => onUploaded(r.fileId, r.fileName))
        .then(() => notifications.show({ color: 'green', message: FILE_MESSAGES.uploaded }))
        .catch((e) => notifications.show({ color: 'red', message: errorText(e) }))
        .finally(() => setUploads((u) => u.filter((x) => x.id !== id)));
    }
  };
  return { uploads, start };
}
