/**
 * Points of contact, departments, the org chart, their histories and the POC Contacts list
 * (spec 001 §3 Point of contact, §7 Brand API POC/department/history calls, §9 page sizes; spec 000 §2.1).
 */

import { z } from 'zod';
import { Id, PageInfo, pageFields, SearchFor } from './common.js';
import { Poc } from './brands.js';
import { defineRoute } from './routes.js';
import {
  POC_PAGE_SIZES,
  PocCreateRequest,
  PocDetailListQuery,
  PocDetailListResult,
  PocRemovalRequest,
  PocRemovalResult,
  PocUpdateRequest,
  PocWriteResult,
} from './pocDetails.js';

export * from './pocDetails.js';

/** A department of a brand with its number of active POCs. */
export const Department = z.object({
  departmentId: z.number(),
  brandId: z.number(),
  name: z.string(),
  pocCount: z.number(),
});
export type Department = z.infer<typeof Department>;

/** GET /api/brand/department?brandId: every department of a brand, by name. */
const DepartmentListQuery = z.object({ brandId: Id });
export const DepartmentListResult = z.object({ departments: z.array(Department) });
export type DepartmentListResult = z.infer<typeof DepartmentListResult>;

const departmentName = z.string().trim().min(1, 'is required').max(80);
/** PUT /api/brand/department {brandId, name}: 409 when the brand has a department of that name (any case). */
const DepartmentCreateRequest = z.object({ brandId: Id, name: departmentName });
/** PATCH /api/brand/department {departmentId, name}. */
const DepartmentUpdateRequest = z.object({ departmentId: Id, name: departmentName });
/** POST /api/brand/department/removal {departmentId}: its POCs stay, without a department. */
const DepartmentRemovalRequest = z.object({ departmentId: Id });
export const DepartmentWriteResult = z.object({
  department: Department.nullable(),
  message: z.string(),
});
export type DepartmentWriteResult = z.infer<typeof DepartmentWriteResult>;

/**
 * One field change (spec 001 §7 history): who changed which field of which POC, department or
 * location from what to what, and when (ISO UTC; the UI shows IST). `field` 'created'/'removed' marks
 * a whole record added or removed.
 */
const FieldHistoryEntry = z.object({
  id: z.number(),
  entity: z.string(),
  entityId: z.number().nullable(),
  entityName: z.string().nullable(),
  field: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  changedBy: z.object({ userId: z.number(), userName: z.string() }),
  changedOn: z.string(),
});

/** GET /api/brand/{poc,department,location}/history?brandId&pageNo: newest first, 15 a page. */
const FieldHistoryQuery = z.object({ brandId: Id, ...pageFields(POC_PAGE_SIZES.history) });
export const FieldHistoryResult = PageInfo.extend({ history: z.array(FieldHistoryEntry) });
export type FieldHistoryResult = z.infer<typeof FieldHistoryResult>;

/** A POC node of the org chart. */
const OrgChartPoc = z.object({
  pocId: z.number(),
  pocName: z.string(),
  pocRole: z.string().nullable(),
  pocIsPrimary: z.boolean(),
  departmentId: z.number().nullable(),
  cityName: z.string().nullable(),
  reportsToPocId: z.number().nullable(),
});

/** GET /api/brand/org-chart?brandId: the brand's departments and active POCs with their reporting lines. */
const OrgChartQuery = z.object({ brandId: Id });
export const OrgChartResult = z.object({
  brandId: z.number(),
  brandName: z.string(),
  departments: z.array(z.object({ departmentId: z.number(), name: z.string() })),
  pocs: z.array(OrgChartPoc),
  canEdit: z.boolean(),
});
export type OrgChartResult = z.infer<typeof OrgChartResult>;

/** GET /api/user/poc?searchFor&pageNo&count: POCs of the caller's brands (BO own, TO team's, PO/ADMIN all), searchable by name, email and brand. */
const PocContactsQuery = z.object({
  searchFor: SearchFor,
  ...pageFields(POC_PAGE_SIZES.pocContacts),
});

/** A row of the POC Contacts page (spec 000 §2.1): the POC with its brand. */
const PocContact = Poc.extend({
  departmentName: z.string().nullable(),
  cityName: z.string().nullable(),
  brandName: z.string(),
  brandImageUrl: z.string().nullable(),
});
export const PocContactsResult = PageInfo.extend({ pocs: z.array(PocContact) });
export type PocContactsResult = z.infer<typeof PocContactsResult>;

/** The POCs module's endpoints (spec 001 §3, §7; spec 000 §2.1): POCs, departments, field histories, the org chart and POC Contacts. */
export const pocRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/brand/poc/list',
    query: PocDetailListQuery,
    response: PocDetailListResult,
    summary: 'One page of a brand’s active POCs with details',
    tags: ['pocs'],
    cacheKey: ({ brandId, pageNo }: z.input<typeof PocDetailListQuery>) => [
      'pocs',
      brandId,
      'list',
      pageNo,
    ],
  }),
  create: defineRoute({
    method: 'PUT',
    path: '/brand/poc',
    body: PocCreateRequest,
    response: PocWriteResult,
    summary: 'Create a POC of a brand',
    tags: ['pocs'],
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/brand/poc',
    body: PocUpdateRequest,
    response: PocWriteResult,
    summary: 'Update the given fields of a POC',
    tags: ['pocs'],
  }),
  remove: defineRoute({
    method: 'POST',
    path: '/brand/poc/removal',
    body: PocRemovalRequest,
    response: PocRemovalResult,
    summary: 'Remove a POC',
    tags: ['pocs'],
  }),
  departments: defineRoute({
    method: 'GET',
    path: '/brand/department',
    query: DepartmentListQuery,
    response: DepartmentListResult,
    summary: 'Every department of a brand',
    tags: ['pocs'],
    cacheKey: ({ brandId }: z.input<typeof DepartmentListQuery>) => [
      'pocs',
      brandId,
      'departments',
    ],
  }),
  createDepartment: defineRoute({
    method: 'PUT',
    path: '/brand/department',
    body: DepartmentCreateRequest,
    response: DepartmentWriteResult,
    summary: 'Create a department of a brand',
    tags: ['pocs'],
  }),
  renameDepartment: defineRoute({
    method: 'PATCH',
    path: '/brand/department',
    body: DepartmentUpdateRequest,
    response: DepartmentWriteResult,
    summary: 'Rename a department',
    tags: ['pocs'],
  }),
  removeDepartment: defineRoute({
    method: 'POST',
    path: '/brand/department/removal',
    body: DepartmentRemovalRequest,
    response: DepartmentWriteResult,
    summary: 'Remove a department; its POCs stay',
    tags: ['pocs'],
  }),
  pocHistory: defineRoute({
    method: 'GET',
    path: '/brand/poc/history',
    query: FieldHistoryQuery,
    response: FieldHistoryResult,
    summary: 'One page of a brand’s POC field history',
    tags: ['pocs'],
    cacheKey: ({ brandId, pageNo }: z.input<typeof FieldHistoryQuery>) => [
      'pocs',
      brandId,
      'history',
      'poc',
      pageNo,
    ],
  }),
  departmentHistory: defineRoute({
    method: 'GET',
    path: '/brand/department/history',
    query: FieldHistoryQuery,
    response: FieldHistoryResult,
    summary: 'One page of a brand’s department field history',
    tags: ['pocs'],
    cacheKey: ({ brandId, pageNo }: z.input<typeof FieldHistoryQuery>) => [
      'pocs',
      brandId,
      'history',
      'department',
      pageNo,
    ],
  }),
  locationHistory: defineRoute({
    method: 'GET',
    path: '/brand/location/history',
    query: FieldHistoryQuery,
    response: FieldHistoryResult,
    summary: 'One page of a brand’s location field history',
    tags: ['pocs'],
    cacheKey: ({ brandId, pageNo }: z.input<typeof FieldHistoryQuery>) => [
      'pocs',
      brandId,
      'history',
      'location',
      pageNo,
    ],
  }),
  orgChart: defineRoute({
    method: 'GET',
    path: '/brand/org-chart',
    query: OrgChartQuery,
    response: OrgChartResult,
    summary: 'A brand’s org chart: departments and POCs with reporting lines',
    tags: ['pocs'],
    cacheKey: ({ brandId }: z.input<typeof OrgChartQuery>) => ['pocs', brandId, 'org-chart'],
  }),
  contacts: defineRoute({
    method: 'GET',
    path: '/user/poc',
    query: PocContactsQuery,
    response: PocContactsResult,
    summary: 'One page of the POC Contacts of the caller’s brands',
    tags: ['pocs'],
    cacheKey: ({ searchFor, pageNo }: z.input<typeof PocContactsQuery>) => [
      'pocs',
      'contacts',
      searchFor,
      pageNo,
    ],
  }),
  /** GET /brand/user/poc (spec 001 §7 Brand API): the same page of POC Contacts as `contacts`. */
  brandUserContacts: defineRoute({
    method: 'GET',
    path: '/brand/user/poc',
    query: PocContactsQuery,
    response: PocContactsResult,
    summary: 'One page of the POC Contacts of the caller’s brands',
    tags: ['pocs'],
  }),
};
