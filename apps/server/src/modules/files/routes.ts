import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FILE_MESSAGES, FileParams, fileRoutes, MAX_FILE_SIZE_BYTES } from '@crm/contracts';
import type { AppContext } from '../../context.js';
import { rawRoute, route } from '../../lib/route.js';
import { createPolicySigner, uploadSecret } from './policy.js';
import { attachmentDisposition } from './names.js';
import { receiveUpload, uploadLink, type FilesCtx, type UploadPart } from './upload.js';
import { attachBrandFile, listBrandFiles, openFile, removeBrandFile } from './service.js';

/**
 * Signed-link uploads, downloads and brand files (spec 000 §7 'File upload', 001 §7 'Signed-URL
 * upload', 'Files'). Bytes live in the storage driver (`${dataDir}/files` or a bucket); a download
 * streams them through this server, or redirects to a signed bucket URL after the access checks
 * (S3_SIGNED_DOWNLOADS=on). Multipart parsing is registered for this module only.
 */
export async function filesPlugin(app: FastifyInstance, context: AppContext) {
  const dataDir = path.resolve(context.dataDir);
  const ctx: FilesCtx = {
    db: context.db,
    storage: context.storage,
    signer: createPolicySigner(uploadSecret(dataDir, context.jwtSecret)),
  };
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: MAX_FILE_SIZE_BYTES,
        files: 1,
        fields: 10,
        fieldSize: 8192,
        parts: 12,
        headerPairs: 100,
      },
    });
    route(scope, fileRoutes.uploadLink, async (req) =>
      uploadLink({ ctx, actor: req.actor, q: req.query }),
    );
    rawRoute(scope, fileRoutes.upload, async (req) => {
      return {
        data: await receiveUpload({
          ctx,
          actor: req.actor,
          parts: req.parts() as AsyncIterable<UploadPart>,
        }),
      };
    });
    // The download takes its id in the path, which catalogue entries do not have: registered by hand.
    scope.withTypeProvider<ZodTypeProvider>().get('/files/:publicId', {
      compress: false, // stored files go out as stored: with their length (download progress), no per-request compression of up to 100 MB
      schema: { tags: ['files'], params: FileParams },
      handler: async (req, reply) => {
        const f = await openFile({ ctx, actor: req.actor, publicId: req.params.publicId });
        if ('url' in f) return reply.header('cache-control', 'no-store').redirect(f.url, 302);
        return reply
          .header('content-type', f.contentType)
          .header('content-length', f.size)
          .header('content-disposition', attachmentDisposition(f.fileName))
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('cache-control', 'private, no-store')
          .send(f.stream);
      },
    });
    route(scope, fileRoutes.attach, (req) =>
      attachBrandFile({ ctx, actor: req.actor, req: req.body }),
    );
    route(scope, fileRoutes.brandFiles, (req) =>
      listBrandFiles({ ctx, actor: req.actor, q: req.body }),
    );
    route(scope, fileRoutes.remove, async (req) => {
      await removeBrandFile({ ctx, actor: req.actor, req: req.body });
      return { message: FILE_MESSAGES.deleted };
    });
  });
}
