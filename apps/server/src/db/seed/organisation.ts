import type { Tx } from '../client.js';
import type { Rng } from './random.js';

/** Demo agencies, association types, departments, reporting lines and marketing offices (issue 3): filled in by the contacts work. */
export async function seedOrganisation(tx: Tx, rng: Rng, cityIds: Map<string, number>): Promise<void> {
  void tx;
  void rng;
  void cityIds;
}
