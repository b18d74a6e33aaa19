import type { FastifyInstance } from 'fastify';
import { agencyRoutes } from '@crm/contracts';
import { route } from '../../lib/route.js';
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
export async function agenciesPlugin(app: FastifyInstance, { db }: AppContext) {
  route(app, agencyRoutes.list, (req) => listAgencies(db, req.query));
  route(app, agencyRoutes.create, (req) =>
    createAgency({ db, actor: req.actor, agencyName: req.body.agencyName }),
  );
  route(app, agencyRoutes.associationTypes, (req) => listAssociationTypes(db, req.query));
  route(app, agencyRoutes.createAssociationType, (req) =>
    createAssociationType({ db, actor: req.actor, name: req.body.name }),
  );
  route(app, agencyRoutes.brandAgencies, (req) =>
    brandAgencies({ db, actor: req.actor, q: req.body }),
  );
  route(app, agencyRoutes.associate, (req) =>
    associateAgency({ db, actor: req.actor, req: req.body }),
  );
  route(app, agencyRoutes.removeAssociation, (req) =>
    removeAssociation({ db, actor: req.actor, req: req.body }),
  );
  route(app, agencyRoutes.brands, (req) => agencyBrands(db, req.body));
}
