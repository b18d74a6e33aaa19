import {
  AllLocationsRequest,
  AllLocationsResult,
  AllStatesQuery,
  AllStatesResult,
  RegionsResult,
} from './agencies.js';
import { defineRoute } from './routes.js';

/** Locations, regions and states (spec 001 §7 Brand API reference lists). */
export const locationRoutes = {
  locations: defineRoute({
    method: 'POST',
    path: '/brand/all/locations',
    body: AllLocationsRequest,
    response: AllLocationsResult,
    summary: 'One page of cities by name with their state and region',
    tags: ['locations'],
  }),
  regions: defineRoute({
    method: 'GET',
    path: '/brand/regions',
    response: RegionsResult,
    summary: 'The regions with their number of states',
    tags: ['locations'],
  }),
  states: defineRoute({
    method: 'GET',
    path: '/brand/all/states',
    query: AllStatesQuery,
    response: AllStatesResult,
    summary: 'The states, optionally of one region, with their region',
    tags: ['locations'],
  }),
};
