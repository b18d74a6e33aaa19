import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { IMPORT_MAX_BYTES, IMPORT_MESSAGES, importRoutes } from '@crm/contracts';
import type { AppContext } from '../../context.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { rawRoute, route } from '../../lib/route.js';
import { assertMayImport, dryRun, ImportRefusedError, parseUpload, runImport } from './service.js';
import { ImportStore } from './storage.js';
import { importUploadQuota } from './quota.js';

/**
 * Brand and POC import: POST /api/brand/import/parse (multipart, one .csv or .xlsx file ≤ 50 MB, within
 * the upload quota: importUploadQuota),
 * /api/brand/import/dry-run and /api/brand/import/run ({importId, mapping}). ADMIN, PO and BO only.
 */
export async function importsPlugin(app: FastifyInstance, context: AppContext) {
  const store = new ImportStore(context.db, context.storage, context.dataDir);
  await app.register(async (scope) => {
    // multipart in this module's own scope, unless an enclosing scope has it already
    if (!scope.hasContentTypeParser('multipart/form-data'))
      await scope.register(multipart, {
        limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5 },
      });
    rawRoute(scope, importRoutes.parse, async (req, reply) => {
      await importUploadQuota(context.db, req, reply);
      assertMayImport(req.actor);
      let file;
      try {
        file = await req.file({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1 } });
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError(413, 'PAYLOAD_TOO_LARGE', IMPORT_MESSAGES.fileTooLarge);
        throw badRequest(IMPORT_MESSAGES.fileRequired, 'FILE_REQUIRED');
      }
      if (!file) throw badRequest(IMPORT_MESSAGES.fileRequired, 'FILE_REQUIRED');
      return {
        data: await parseUpload(store, req.actor, { fileName: file.filename, stream: file.file }),
      };
    });
    route(scope, importRoutes.dryRun, (req) =>
      dryRun({ db: context.db, store, actor: req.actor, req: req.body }),
    );
    rawRoute(scope, importRoutes.run, async (req, reply) => {
      try {
        return {
          data: await runImport({ db: context.db, store, actor: req.actor, req: req.body }),
        };
      } catch (err) {
        if (err instanceof ImportRefusedError)
          return reply
            .code(400)
            .send({ error: err.code, message: err.message, report: err.report });
        throw err;
      }
    });
  });
}
