import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import {
  EVENT_IMPORT_MESSAGES,
  IMPORT_MAX_BYTES,
  IMPORT_MESSAGES,
  eventImportRoutes,
} from '@crm/contracts';
import type { AppContext } from '../../../context.js';
import { assertAdmin } from '../../../auth/actor.js';
import { AppError, badRequest } from '../../../lib/errors.js';
import { rawRoute, route } from '../../../lib/route.js';
import { ImportStore, importUploadQuota } from '../../imports/index.js';
import { dryRunEvents, parseEventUpload, runEventImport } from './service.js';

/**
 * Import a season of events: POST /api/admin/event/import/parse (multipart, one .csv or .xlsx ≤ 50 MB,
 * within the upload quota: importUploadQuota),
 * /api/admin/event/import/dry-run and /api/admin/event/import/run ({uploadId, mapping}). Admin only.
 */
export async function eventsImportPlugin(app: FastifyInstance, context: AppContext) {
  const store = new ImportStore(context.db, context.storage, context.dataDir);
  const { db, notifications: notes } = context;
  await app.register(async (scope) => {
    if (!scope.hasContentTypeParser('multipart/form-data'))
      await scope.register(multipart, {
        limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5 },
      });
    rawRoute(scope, eventImportRoutes.parse, async (req, reply) => {
      await importUploadQuota(db, req, reply);
      assertAdmin(req.actor, EVENT_IMPORT_MESSAGES.notAllowed);
      let file;
      try {
        file = await req.file({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1 } });
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError(413, 'PAYLOAD_TOO_LARGE', IMPORT_MESSAGES.fileTooLarge);
        throw badRequest(IMPORT_MESSAGES.fileRequired, 'FILE_REQUIRED');
      }
      if (!file) throw badRequest(IMPORT_MESSAGES.fileRequired, 'FILE_REQUIRED');
      return {
        data: await parseEventUpload(store, req.actor, {
          fileName: file.filename,
          stream: file.file,
        }),
      };
    });
    route(scope, eventImportRoutes.dryRun, (req) =>
      dryRunEvents({ db, store, actor: req.actor, req: req.body }),
    );
    route(scope, eventImportRoutes.run, (req) =>
      runEventImport({ db, notes, store, actor: req.actor, req: req.body }),
    );
  });
}
