import { useRef, useState } from 'react';
import { IMPORT_EXTENSIONS, IMPORT_MAX_BYTES, IMPORT_MESSAGES } from '@crm/contracts';
import { errorText } from '../../lib/api';
import type { ParsedUpload } from './flow';

/** Client-side check of a chosen file: extension and size; the server checks again. */
function fileProblem(file: File): string | null {
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  if (!file.name.includes('.') || !(IMPORT_EXTENSIONS as readonly string[]).includes(ext))
    return IMPORT_MESSAGES.fileType;
  if (file.size > IMPORT_MAX_BYTES) return IMPORT_MESSAGES.fileTooLarge;
  return null;
}

/**
 * The import's file upload (step 1): `take` checks a chosen file, uploads it with `progress` (0–100, null
 * when idle) and hands its parse to `onParsed`; `error` is the refusal of the file `name`d. The file
 * `input` is emptied after each try, so the same file can be chosen again.
 */
export function useImportUpload<P extends ParsedUpload>(
  upload: (file: File, onProgress: (percent: number) => void) => Promise<P>,
  onParsed: (parsed: P) => void,
) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [name, setName] = useState<string | null>(null);

  const take = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setName(file.name);
    const problem = fileProblem(file);
    if (problem) return setError(problem);
    setProgress(0);
    try {
      onParsed(await upload(file, setProgress));
    } catch (e) {
      setError(errorText(e));
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  return { input, progress, error, name, take };
}
