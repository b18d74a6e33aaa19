import type { FastifyInstance } from 'fastify';
import { pocRoutes } from '@crm/contracts';
import { route } from '../../lib/route.js';
import type { AppContext } from '../../context.js';
import {
  createDepartment,
  listDepartments,
  removeDepartment,
  renameDepartment,
} from './departments.js';
import { fieldHistory } from './history.js';
import { orgChart, pocContacts } from './orgChart.js';
import { createPoc, listPocDetails, removePoc, updatePoc } from './service.js';
import { assertBrandFound } from './access.js';

/** POCs, departments, their histories, the org chart and POC Contacts (spec 001 §3, §7; spec 000 §2.1). */
export async function pocsPlugin(app: FastifyInstance, { db }: AppContext) {
  route(app, pocRoutes.list, (req) => listPocDetails(db, req.actor, req.query));
  route(app, pocRoutes.create, (req) => createPoc(db, req.actor, req.body));
  route(app, pocRoutes.update, (req) => updatePoc(db, req.actor, req.body));
  route(app, pocRoutes.remove, (req) => removePoc(db, req.actor, req.body));

  route(app, pocRoutes.departments, (req) => listDepartments(db, req.actor, req.query.brandId));
  route(app, pocRoutes.createDepartment, (req) => createDepartment(db, req.actor, req.body));
  route(app, pocRoutes.renameDepartment, (req) => renameDepartment(db, req.actor, req.body));
  route(app, pocRoutes.removeDepartment, (req) =>
    removeDepartment(db, req.actor, req.body.departmentId),
  );

  for (const [def, entity] of [
    [pocRoutes.pocHistory, 'POC'],
    [pocRoutes.departmentHistory, 'DEPARTMENT'],
    [pocRoutes.locationHistory, 'LOCATION'],
  ] as const) {
    route(app, def, async (req) => {
      await assertBrandFound(db, req.actor, req.query.brandId);
      return fieldHistory(db, entity, req.query);
    });
  }
  route(app, pocRoutes.orgChart, (req) => orgChart(db, req.actor, req.query.brandId));
  route(app, pocRoutes.contacts, (req) => pocContacts(db, req.actor, req.query));
  route(app, pocRoutes.brandUserContacts, (req) => pocContacts(db, req.actor, req.query));
}
