import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BrandFile,
  BrandFileAttachRequest,
  BrandFileListRequest,
  BrandFileListResult,
  BrandFileRemovalRequest,
  envelope,
  FILE_MESSAGES,
  FileParams,
  MAX_FILE_SIZE_BYTES,
  MessageResult,
  UploadLink,
  UploadLinkQuery,
  UploadResult,
} from '@crm/contracts';
import type { AppContext } from '../../context.js';
import { createStorage } from '../../storage/index.js';
import { createPolicySigner, uploadSecret } from './policy.js';
import { attachmentDisposition } from './names.js';
import {
  receiveUpload,
  UPLOAD_BODY_TIMEOUT_MS,
  uploadLink,
  type FilesCtx,
  type UploadPart,
} from './upload.js';
import { attachBrandFile, listBrandFiles, openFile, removeBrandFile } from './service.js';

/**
 * Signed-link uploads, downloads and brand files (spec 000 §7 'File upload', 001 §7 'Signed-URL
 * upload', 'Files'). Bytes live in the storage driver under `${dataDir}/files`; multipart parsing is
 * registered for this module only.
 */
export async function filesRoutes(app: FastifyInstance, context: AppContext) {
  const dataDir = path.resolve(context.dataDir);
  const ctx: FilesCtx = {
    db: context.db,
    storage: createStorage(dataDir),
    signer: createPolicySigner(uploadSecret(dataDir)),
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
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const tags = ['files'];
    r.get('/files/upload-link', {
      schema: { tags, querystring: UploadLinkQuery, response: { 200: envelope(UploadLink) } },
      handler: async (req) => ({ data: uploadLink(ctx, req.actor, req.query) }),
    });
    r.post('/files/upload', {
      config: { bodyTimeoutMs: UPLOAD_BODY_TIMEOUT_MS },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        response: { 200: envelope(UploadResult) },
      },
      handler: async (req) => ({
        data: await receiveUpload(ctx, req.actor, req.parts() as AsyncIterable<UploadPart>),
      }),
    });
    r.get('/files/:publicId', {
      compress: false, // stored files go out as stored: with their length (download progress), no per-request compression of up to 100 MB
      schema: { tags, params: FileParams },
      handler: async (req, reply) => {
        const f = await openFile(ctx, req.actor, req.params.publicId);
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
    r.put('/brand/files', {
      schema: { tags, body: BrandFileAttachRequest, response: { 200: envelope(BrandFile) } },
      handler: async (req) => ({ data: await attachBrandFile(ctx, req.actor, req.body) }),
    });
    r.post('/brand/files', {
      schema: {
        tags,
        body: BrandFileListRequest,
        response: { 200: envelope(BrandFileListResult) },
      },
      handler: async (req) => ({ data: await listBrandFiles(ctx, req.actor, req.body) }),
    });
    r.post('/brand/files/removal', {
      schema: { tags, body: BrandFileRemovalRequest, response: { 200: envelope(MessageResult) } },
      handler: async (req) => {
        await removeBrandFile(ctx, req.actor, req.body);
        return { data: { message: FILE_MESSAGES.deleted } };
      },
    });
  });
}
