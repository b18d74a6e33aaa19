import { useEffect, useRef, useState } from 'react';
import {
  REPOSITORY_ASSIGN_PAUSE_MS,
  type Repository,
  type RepositoryBlockedCountResult,
} from '@crm/contracts';
import { runAssignments, type AssignState } from '../assignRun';
import { useAssignRepositoryToEvent, useBlockedCounts } from '../queries';

/** A picked event inventory: its eiId as text and its label. */
export type PickedEvent = { value: string; label: string };

/**
 * The assign-to-events run of a repository (spec 001 §4): the picked event inventories, their blocked
 * counts (frozen as the run starts: the live ones change as events are assigned), each one's state, and
 * `start`, which assigns one event at a time with the spec's pause after each. `close` stops the run before
 * the next event, empties the dialog and calls `onClose`; closing the dialog (`opened` false) stops it too.
 */
export function useAssignToEvents(repo: Repository, opened: boolean, onClose: () => void) {
  const [picked, setPicked] = useState<PickedEvent[]>([]);
  const [states, setStates] = useState<Record<number, AssignState>>({});
  const [running, setRunning] = useState(false);
  const [snapshot, setSnapshot] = useState<RepositoryBlockedCountResult | null>(null);
  const stopped = useRef(false);
  const eiIds = picked.map((p) => Number(p.value));
  const counts = useBlockedCounts(repo.repoId, eiIds);
  const assign = useAssignRepositoryToEvent();
  useEffect(() => {
    if (!opened) return;
    stopped.current = false;
    return () => {
      stopped.current = true;
    };
  }, [opened]);
  const close = () => {
    stopped.current = true;
    setRunning(false);
    setStates({});
    setPicked([]);
    setSnapshot(null);
    onClose();
  };
  const start = async () => {
    setRunning(true);
    setSnapshot(counts.data ?? null);
    setStates(Object.fromEntries(eiIds.map((id) => [id, { status: 'waiting' }])));
    await runAssignments(
      eiIds,
      (eiId) => assign.mutateAsync({ eiId, repoId: repo.repoId }),
      (eiId, s) => setStates((old) => ({ ...old, [eiId]: s })),
      { pauseMs: REPOSITORY_ASSIGN_PAUSE_MS, stopped: () => stopped.current },
    );
    setRunning(false);
  };
  const finished = (id: number) =>
    states[id]?.status === 'added' || states[id]?.status === 'failed';
  return {
    picked,
    setPicked,
    eiIds,
    states,
    running,
    countsFrozen: snapshot !== null,
    done: eiIds.length > 0 && eiIds.every(finished),
    countOf: (eiId: number) => (snapshot ?? counts.data)?.counts.find((c) => c.eiId === eiId),
    start,
    close,
  };
}
