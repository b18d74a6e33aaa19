/** The state of one event inventory in a brand-to-event assignment run (spec 001 §4). */
export type AssignState = {
  status: 'waiting' | 'loading' | 'added' | 'failed';
  affected?: number;
  error?: string;
};

/**
 * Runs `assign` for each event inventory one at a time (spec 001 §4 'Brand assignment to events'):
 * each goes loading, then added (success) or failed — a failure does not stop the others — with a
 * pause of `pauseMs` (the spec's 2000 ms) after each but the last. `onState` reports every change;
 * `stopped` is checked before each step (the dialog was closed). Resolves when all are done.
 */
export async function runAssignments(
  eiIds: number[],
  assign: (eiId: number) => Promise<{ affected: number }>,
  onState: (eiId: number, s: AssignState) => void,
  {
    pauseMs,
    sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms)),
    stopped = () => false,
  }: { pauseMs: number; sleep?: (ms: number) => Promise<void>; stopped?: () => boolean },
): Promise<void> {
  for (const [i, eiId] of eiIds.entries()) {
    if (stopped()) return;
    onState(eiId, { status: 'loading' });
    try {
      const { affected } = await assign(eiId);
      onState(eiId, { status: 'added', affected });
    } catch (e) {
      onState(eiId, { status: 'failed', error: e instanceof Error ? e.message : String(e) });
    }
    if (i < eiIds.length - 1) await sleep(pauseMs);
  }
}
