import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import { adminBrandRoutes, myBrandRoutes } from '@crm/contracts';
import { sendAttachment } from '../../../lib/download.js';
import { rawRoute, route } from '../../../lib/route.js';
import type { AppContext } from '../../../context.js';
import {
  adminBrandsCsv,
  adminCurrentBrands,
  adminEditBrand,
  adminOffloadedBrands,
  myOffloadedBrands,
} from './service.js';

/** An export (exportBrands' answer) as a download. */
const sendFile = (
  reply: FastifyReply,
  { stream, ...f }: { stream: Readable; fileName: string; contentType: string },
) => sendAttachment(reply, { ...f, body: stream });

/**
 * The admins' brand lists, their CSVs and the admin brand edit (spec 001 §7 /admin/brands v2, v2/csv,
 * offloaded, offloaded/csv, PATCH v2); and a user's own offloaded brands (POST /brand/offloaded).
 */
export async function brandsAdminPlugin(app: FastifyInstance, { db }: AppContext) {
  route(app, adminBrandRoutes.current, (req) =>
    adminCurrentBrands({ db, actor: req.actor, q: req.body }),
  );
  route(app, adminBrandRoutes.offloaded, (req) =>
    adminOffloadedBrands({ db, actor: req.actor, q: req.body }),
  );
  rawRoute(app, adminBrandRoutes.currentCsv, async (req, reply) =>
    sendFile(reply, await adminBrandsCsv({ db, actor: req.actor, q: req.body, offloaded: false })),
  );
  rawRoute(app, adminBrandRoutes.offloadedCsv, async (req, reply) =>
    sendFile(reply, await adminBrandsCsv({ db, actor: req.actor, q: req.body, offloaded: true })),
  );
  route(app, myBrandRoutes.offloaded, (req) =>
    myOffloadedBrands({ db, actor: req.actor, q: req.body }),
  );
  route(app, adminBrandRoutes.edit, (req) =>
    adminEditBrand({ db, actor: req.actor, req: req.body }),
  );
}
