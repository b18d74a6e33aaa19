import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { errorText, toastSuccess } from '../../lib/api';
import type { CheckedRows, FieldMapping, ImportFlow, ParsedUpload } from './flow';
import { cleanMapping } from './mapping';

/**
 * An import's run (step 4): `run` is null before it starts, then its result or error (both null while it
 * runs); `start` runs the flow on the parsed upload and mapping, toasts and refreshes the flow's cache family.
 */
export function useImportRun<F extends string, P extends ParsedUpload, R extends CheckedRows, Res>(
  flow: ImportFlow<F, P, R, Res>,
) {
  const queryClient = useQueryClient();
  const [run, setRun] = useState<{ result: Res | null; error: string | null } | null>(null);
  const start = async (parsed: P, mapping: FieldMapping<F>) => {
    setRun({ result: null, error: null });
    try {
      const result = await flow.run(parsed, cleanMapping(mapping));
      setRun({ result, error: null });
      toastSuccess(flow.done(result).toast);
      // the flow's cache family: its type admits only a cacheFamilies entry
      const { invalidates: queryKey } = flow;
      void queryClient.invalidateQueries({ queryKey });
    } catch (e) {
      setRun({ result: null, error: errorText(e) });
    }
  };
  return { run, start, clear: () => setRun(null) };
}
