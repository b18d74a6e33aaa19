import { z } from 'zod';
import { EventInventoryItem, StageCounts } from './events.js';

/**
 * GET /api/dashboard (/home for TO, Admin and MG; spec 001 §2): counts per stage over the pairings
 * the caller may see, the caller's PO or BO inventories and the all-inventories list of 10.
 */
export const DashboardResult = z.object({
  stageCounts: StageCounts,
  poInventories: z.array(EventInventoryItem),
  boInventories: z.array(EventInventoryItem),
  allInventories: z.array(EventInventoryItem),
});
export type DashboardResult = z.infer<typeof DashboardResult>;
