import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DepartmentCreateRequest,
  DepartmentListQuery,
  DepartmentListResult,
  DepartmentRemovalRequest,
  DepartmentUpdateRequest,
  DepartmentWriteResult,
  envelope,
  FieldHistoryQuery,
  FieldHistoryResult,
  OrgChartQuery,
  OrgChartResult,
  PocContactsQuery,
  PocContactsResult,
  PocCreateRequest,
  PocDetailListQuery,
  PocDetailListResult,
  PocRemovalRequest,
  PocRemovalResult,
  PocUpdateRequest,
  PocWriteResult,
} from '@crm/contracts';
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
export async function pocsRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['pocs'];
  r.get('/brand/poc/list', {
    schema: {
      tags,
      querystring: PocDetailListQuery,
      response: { 200: envelope(PocDetailListResult) },
    },
    handler: async (req) => ({ data: await listPocDetails(db, req.actor, req.query) }),
  });
  r.put('/brand/poc', {
    schema: { tags, body: PocCreateRequest, response: { 200: envelope(PocWriteResult) } },
    handler: async (req) => ({ data: await createPoc(db, req.actor, req.body) }),
  });
  r.patch('/brand/poc', {
    schema: { tags, body: PocUpdateRequest, response: { 200: envelope(PocWriteResult) } },
    handler: async (req) => ({ data: await updatePoc(db, req.actor, req.body) }),
  });
  r.post('/brand/poc/removal', {
    schema: { tags, body: PocRemovalRequest, response: { 200: envelope(PocRemovalResult) } },
    handler: async (req) => ({ data: await removePoc(db, req.actor, req.body) }),
  });

  r.get('/brand/department', {
    schema: {
      tags,
      querystring: DepartmentListQuery,
      response: { 200: envelope(DepartmentListResult) },
    },
    handler: async (req) => ({ data: await listDepartments(db, req.actor, req.query.brandId) }),
  });
  r.put('/brand/department', {
    schema: {
      tags,
      body: DepartmentCreateRequest,
      response: { 200: envelope(DepartmentWriteResult) },
    },
    handler: async (req) => ({ data: await createDepartment(db, req.actor, req.body) }),
  });
  r.patch('/brand/department', {
    schema: {
      tags,
      body: DepartmentUpdateRequest,
      response: { 200: envelope(DepartmentWriteResult) },
    },
    handler: async (req) => ({ data: await renameDepartment(db, req.actor, req.body) }),
  });
  r.post('/brand/department/removal', {
    schema: {
      tags,
      body: DepartmentRemovalRequest,
      response: { 200: envelope(DepartmentWriteResult) },
    },
    handler: async (req) => ({
      data: await removeDepartment(db, req.actor, req.body.departmentId),
    }),
  });

  for (const [path, entity] of [
    ['/brand/poc/history', 'POC'],
    ['/brand/department/history', 'DEPARTMENT'],
    ['/brand/location/history', 'LOCATION'],
  ] as const) {
    r.get(path, {
      schema: {
        tags,
        querystring: FieldHistoryQuery,
        response: { 200: envelope(FieldHistoryResult) },
      },
      handler: async (req) => {
        await assertBrandFound(db, req.actor, req.query.brandId);
        return { data: await fieldHistory(db, entity, req.query) };
      },
    });
  }
  r.get('/brand/org-chart', {
    schema: { tags, querystring: OrgChartQuery, response: { 200: envelope(OrgChartResult) } },
    handler: async (req) => ({ data: await orgChart(db, req.actor, req.query.brandId) }),
  });
  r.get('/user/poc', {
    schema: { tags, querystring: PocContactsQuery, response: { 200: envelope(PocContactsResult) } },
    handler: async (req) => ({ data: await pocContacts(db, req.actor, req.query) }),
  });
}
