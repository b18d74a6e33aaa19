import type { FastifyInstance } from 'fastify';
import {
  blockedBrandRoutes,
  boardRoutes,
  meetingRoutes,
  PAGE_SIZES,
  pairingRoutes,
} from '@crm/contracts';
import type { AppContext } from '../../context.js';
import { pairingsCollaborationPlugin } from './collaborationRoutes.js';
import { rawRoute, route } from '../../lib/route.js';
import {
  assignedRows,
  brandPairings,
  listAssigned,
  listUnassigned,
  unassignedRows,
} from './service.js';
import { applyBrandAction } from './actions.js';
import { recordCallNotes, updateStage } from './stages.js';
import {
  brandStageHistory,
  brandTimeline,
  eiHistory,
  listInteractions,
} from './history/history.js';
import { assignedCsv, unassignedCsv } from './csv.js';
import { deleteMeeting, restoreMeeting } from './meetings/meetings.js';
import { blockedBrands } from './blockedBrands.js';
import { pipelineBoard, pipelineBoardColumn } from './board/board.js';
import { CSV_TYPE, downloadName, sendAttachment } from '../../lib/download.js';

/**
 * Brand × event-inventory pairings: tabs, the pipeline board, actions, stages, call notes, history
 * (spec 001 §4, §7); then its collaboration part (collaborators, suggestions).
 */
export async function pairingsPlugin(app: FastifyInstance, context: AppContext) {
  const { db, notifications: notes, pairingsMoved: moved } = context;
  route(app, pairingRoutes.assignedList, (req) =>
    listAssigned({ db, actor: req.actor, q: req.body }),
  );
  route(app, pairingRoutes.unassignedList, (req) =>
    listUnassigned({ db, actor: req.actor, q: req.body }),
  );
  route(app, boardRoutes.board, (req) => pipelineBoard({ db, actor: req.actor, q: req.body }));
  route(app, boardRoutes.column, (req) =>
    pipelineBoardColumn({ db, actor: req.actor, q: req.body }),
  );
  route(app, blockedBrandRoutes.list, (req) => blockedBrands(db, req.actor, req.body));
  route(app, pairingRoutes.assign, (req) =>
    applyBrandAction({ db, notes, moved, actor: req.actor, req: req.body }),
  );
  route(app, pairingRoutes.statusAction, (req) =>
    applyBrandAction({ db, notes, moved, actor: req.actor, req: req.body }),
  );
  route(app, pairingRoutes.updateStage, async (req) => ({
    message: await updateStage({ db, notes, moved, actor: req.actor, req: req.body }),
  }));
  route(app, pairingRoutes.callNotes, async (req) => ({
    message: await recordCallNotes({ db, notes, moved, actor: req.actor, req: req.body }),
  }));
  route(app, pairingRoutes.interactions, (req) =>
    listInteractions({ db, actor: req.actor, q: req.query }),
  );
  route(app, pairingRoutes.timeline, (req) =>
    brandTimeline({ db, actor: req.actor, q: req.query }),
  );
  route(app, pairingRoutes.eiHistory, (req) => eiHistory({ db, actor: req.actor, q: req.query }));
  route(app, pairingRoutes.brandHistory, (req) =>
    brandStageHistory({ db, actor: req.actor, q: req.query }),
  );
  route(app, pairingRoutes.brandPairings, (req) =>
    brandPairings({ db, actor: req.actor, brandId: req.query.brandId }),
  );
  rawRoute(app, pairingRoutes.assignedCsv, async (req, reply) => {
    const { timeZone, ...q } = req.body;
    const rows = await assignedRows({
      db,
      actor: req.actor,
      q,
      pageSize: PAGE_SIZES.inventoryBrandsCsv,
    });
    return sendAttachment(reply, {
      body: assignedCsv(rows, timeZone),
      fileName: downloadName(`assigned-brands-${q.eiId}`, 'csv', timeZone),
      contentType: CSV_TYPE,
    });
  });
  rawRoute(app, pairingRoutes.unassignedCsv, async (req, reply) => {
    const { timeZone, ...q } = req.body;
    const rows = await unassignedRows({
      db,
      actor: req.actor,
      q,
      pageSize: PAGE_SIZES.inventoryBrandsCsv,
    });
    const name = `${q.selectionType.toLowerCase()}-brands-${q.eiId}`;
    return sendAttachment(reply, {
      body: unassignedCsv(rows, q.selectionType, timeZone),
      fileName: downloadName(name, 'csv', timeZone),
      contentType: CSV_TYPE,
    });
  });
  route(app, meetingRoutes.removal, (req) =>
    deleteMeeting({ db, actor: req.actor, meetingId: req.body.meetingId }),
  );
  route(app, meetingRoutes.restore, (req) =>
    restoreMeeting({ db, actor: req.actor, meetingId: req.body.meetingId }),
  );
  await pairingsCollaborationPlugin(app, context);
}
