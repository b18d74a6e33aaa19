import {
  eventImportRoutes,
  EVENT_IMPORT_FIELD_INFO,
  EVENT_IMPORT_FIELDS,
  MESSAGES,
  type EventImportMapping,
  type EventImportParseResult,
} from '@crm/contracts';
import { ApiError } from '../../../lib/api';
import { readSession } from '../../../lib/session';
import { callRoute } from '../../../lib/useApi';

/** Uploads an events file (multipart) to POST /api/admin/event/import/parse; rejects with an ApiError carrying the server's message. */
export async function uploadEventFile(file: File): Promise<EventImportParseResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  const token = readSession()?.token;
  let res: Response;
  try {
    res = await fetch(`/api${eventImportRoutes.parse.path}`, {
      method: eventImportRoutes.parse.method,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      body: form,
    });
  } catch {
    throw new ApiError(0, 'NETWORK', MESSAGES.genericError);
  }
  const body = (await res.json().catch(() => ({}))) as {
    data?: EventImportParseResult;
    error?: string;
    message?: string;
  };
  if (res.ok && body.data) return body.data;
  throw new ApiError(res.status, body.error ?? 'ERROR', body.message ?? MESSAGES.genericError);
}

/** POST /api/admin/event/import/dry-run: every bad row and the plan; changes nothing. */
export const dryRunEventImport = (uploadId: string, mapping: EventImportMapping) =>
  callRoute(eventImportRoutes.dryRun, { uploadId, mapping });

/** POST /api/admin/event/import/run: imports the events, skipping bad rows. */
export const runEventImport = (uploadId: string, mapping: EventImportMapping) =>
  callRoute(eventImportRoutes.run, { uploadId, mapping });

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Maps each field to the column whose header matches its name, label or an alias (any case); a column is used once. */
export function autoMatchEvents(columns: string[]): EventImportMapping {
  const mapping: EventImportMapping = {};
  const used = new Set<string>();
  const byNorm = new Map(columns.map((c) => [norm(c), c]));
  for (const pass of ['exact', 'alias'] as const)
    for (const field of EVENT_IMPORT_FIELDS) {
      if (mapping[field]) continue;
      const info = EVENT_IMPORT_FIELD_INFO[field];
      const names = pass === 'exact' ? [field, info.label] : info.aliases;
      const col = names.map((n) => byNorm.get(norm(n))).find((c) => c && !used.has(c));
      if (col) {
        mapping[field] = col;
        used.add(col);
      }
    }
  return mapping;
}
