import { useState } from 'react';
import { toastFailure, toastSuccess } from '../../../lib/api';
import { uploadFile } from '../../files';
import { useSaveDeck } from '../adminQueries';
import { deckFailureText, deckFileProblem } from '../deckMessages';

/**
 * Uploading a new deck version of an event inventory: the picked file is checked (type, size), uploaded
 * as DECK with its progress (0..1, null when none runs) and saved; the answer or the failure is toasted.
 */
export function useDeckUpload(eiId: number) {
  const save = useSaveDeck();
  const [progress, setProgress] = useState<number | null>(null);
  const upload = async (file: File | null) => {
    if (!file) return;
    const problem = deckFileProblem(file);
    if (problem) return toastFailure(problem);
    setProgress(0);
    try {
      const up = await uploadFile(file, 'DECK', setProgress);
      const r = await save.mutateAsync({ eiId, fileId: up.fileId });
      toastSuccess(r.message);
    } catch (e) {
      toastFailure(deckFailureText(e));
    } finally {
      setProgress(null);
    }
  };
  return { progress, upload };
}
