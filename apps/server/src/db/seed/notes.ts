import type { Tx } from '../client.js';
import type { Rng } from './random.js';

/** Demo brand notes (issue 3): filled in by the notes work. */
export async function seedNotes(tx: Tx, rng: Rng): Promise<void> {
  void tx;
  void rng;
}
