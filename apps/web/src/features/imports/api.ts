import {
  importRoutes,
  MESSAGES,
  type ImportMapping,
  type RouteData,
  type RouteDefinition,
} from '@crm/contracts';
import { ApiError } from '../../lib/api';
import { readSession } from '../../lib/session';
import { callRoute } from '../../lib/useApi';

/**
 * Uploads an import file (multipart) to the parse route `def` (the brand import's
 * POST /api/brand/import/parse, the event import's POST /api/admin/event/import/parse), reporting
 * upload progress as 0–100; resolves with the parse answer or rejects with an ApiError carrying
 * the server's message.
 */
export function uploadImportFile<D extends RouteDefinition & { multipart: true }>(
  def: D,
  file: File,
  onProgress: (percent: number) => void,
): Promise<RouteData<D>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(def.method, `/api${def.path}`);
    const token = readSession()?.token;
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) =>
      e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onload = () => {
      let body: { data?: RouteData<D>; error?: string; message?: string } = {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        /* not JSON */
      }
      if (xhr.status === 200 && body.data) resolve(body.data);
      else
        reject(
          new ApiError(xhr.status, body.error ?? 'ERROR', body.message ?? MESSAGES.genericError),
        );
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', MESSAGES.genericError));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/** POST /api/brand/import/dry-run: every bad row and the counts; changes nothing. */
export const dryRunImport = (importId: string, mapping: ImportMapping) =>
  callRoute(importRoutes.dryRun, { importId, mapping });

/** POST /api/brand/import/run: imports the file (refused with 400 while it has errors). */
export const runImport = (importId: string, mapping: ImportMapping) =>
  callRoute(importRoutes.run, { importId, mapping });
