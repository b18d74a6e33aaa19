import type { BrandPairingsResult } from '@crm/contracts';

/** One assigned inventory of the brand, as the brand's pairings list (GET /brand/event/inventory/v2) gives it. */
export type BrandPairing = BrandPairingsResult['pairings'][number];

/**
 * The brand's pairings split into brand info's current and archived inventories (spec 001 §9), each in
 * the server's order; `archived` is the server's (event ended in IST, event or inventory archived).
 */
export function splitInventories<P extends Pick<BrandPairing, 'archived'>>(
  pairings: P[],
): { current: P[]; archived: P[] } {
  return {
    current: pairings.filter((p) => !p.archived),
    archived: pairings.filter((p) => p.archived),
  };
}

/**
 * A pairing's Brand Owner column: the owner recorded on the pairing, else the brand's owners by name
 * (comma separated), else '—'.
 */
export function pairingOwnerText(
  p: Pick<BrandPairing, 'recordedBrandOwner' | 'brandOwners'>,
): string {
  if (p.recordedBrandOwner) return p.recordedBrandOwner.userName;
  return p.brandOwners.map((o) => o.brandOwnerUserName).join(', ') || '—';
}

/** A pairing's Collaborators column: the accepted collaborators' names, comma separated, or '—'. */
export const collaboratorsText = (p: Pick<BrandPairing, 'collaborators'>): string =>
  p.collaborators.map((c) => c.userName).join(', ') || '—';
