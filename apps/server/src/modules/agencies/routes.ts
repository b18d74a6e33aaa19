import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AgencyAssociateRequest,
  AgencyAssociationRemovalRequest,
  AgencyAssociationResult,
  AgencyBrandsRequest,
  AgencyBrandsResult,
  AgencyCreateRequest,
  AgencyCreateResult,
  AgencyListQuery,
  AgencyListResult,
  AssociationTypeCreateRequest,
  AssociationTypeCreateResult,
  AssociationTypeListResult,
  AssociationTypeQuery,
  BrandAgencyListRequest,
  BrandAgencyListResult,
  envelope,
} from '@crm/contracts';
import type { AppContext } from '../../context.js';
import {
  agencyBrands,
  associateAgency,
  brandAgencies,
  createAgency,
  createAssociationType,
  listAgencies,
  listAssociationTypes,
  removeAssociation,
} from './service.js';

/** Agencies, association types and brand–agency associations (spec 001 §7 Agency association). */
export async function agenciesRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['agencies'];
  r.get('/brand/agency', {
    schema: { tags, querystring: AgencyListQuery, response: { 200: envelope(AgencyListResult) } },
    handler: async (req) => ({ data: await listAgencies(db, req.query) }),
  });
  r.post('/brand/agency', {
    schema: { tags, body: AgencyCreateRequest, response: { 200: envelope(AgencyCreateResult) } },
    handler: async (req) => ({ data: await createAgency(db, req.actor, req.body.agencyName) }),
  });
  r.get('/brand/agency/association/type', {
    schema: {
      tags,
      querystring: AssociationTypeQuery,
      response: { 200: envelope(AssociationTypeListResult) },
    },
    handler: async (req) => ({ data: await listAssociationTypes(db, req.query) }),
  });
  r.put('/brand/agency/association/type', {
    schema: {
      tags,
      body: AssociationTypeCreateRequest,
      response: { 200: envelope(AssociationTypeCreateResult) },
    },
    handler: async (req) => ({ data: await createAssociationType(db, req.actor, req.body.name) }),
  });
  r.post('/brand/agency/association', {
    schema: {
      tags,
      body: BrandAgencyListRequest,
      response: { 200: envelope(BrandAgencyListResult) },
    },
    handler: async (req) => ({ data: await brandAgencies(db, req.actor, req.body) }),
  });
  r.post('/brand/agency/association/unified', {
    schema: {
      tags,
      body: AgencyAssociateRequest,
      response: { 200: envelope(AgencyAssociationResult) },
    },
    handler: async (req) => ({ data: await associateAgency(db, req.actor, req.body) }),
  });
  r.post('/brand/agency/association/removal', {
    schema: {
      tags,
      body: AgencyAssociationRemovalRequest,
      response: { 200: envelope(AgencyAssociationResult) },
    },
    handler: async (req) => ({ data: await removeAssociation(db, req.actor, req.body) }),
  });
  r.post('/brand/agency/brands', {
    schema: { tags, body: AgencyBrandsRequest, response: { 200: envelope(AgencyBrandsResult) } },
    handler: async (req) => ({ data: await agencyBrands(db, req.body) }),
  });
}
