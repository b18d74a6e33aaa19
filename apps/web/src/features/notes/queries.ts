import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { noteRoutes } from '@crm/contracts';
import { callRoute, routeKey, useApi } from '../../lib/useApi';

/** Which notes the list shows: all visible, public only, or the caller's private ones. */
export type NoteFilter = 'all' | 'public' | 'private';

/** Whose notes: a brand's own, or with `pocId` those of that POC of the brand (spec 001 §7 'POC notes'). */
export type NoteTarget = { brandId: number; pocId?: number };

/** POST /api/brand/notes: one page (10) of the brand's (or POC's) notes the caller can see. */
export function useBrandNotes(target: NoteTarget, pageNo: number, filter: NoteFilter) {
  return useApi(
    noteRoutes.list,
    { ...target, pageNo, ...(filter === 'all' ? {} : { isPrivate: filter === 'private' }) },
    { placeholderData: keepPreviousData },
  );
}

/** PUT /api/brand/notes (create) or PATCH /api/brand/notes (update one note), then refresh the list. */
export function useSaveNote(target: NoteTarget) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (b: { id?: number; title: string; description: string; isPrivate: boolean }) =>
      b.id
        ? callRoute(noteRoutes.update, {
            notes: [
              { id: b.id, title: b.title, description: b.description, isPrivate: b.isPrivate },
            ],
          })
        : callRoute(noteRoutes.create, {
            ...target,
            title: b.title,
            description: b.description,
            isPrivate: b.isPrivate,
          }),
    // every notes list of the brand (its own and its POCs')
    onSettled: () =>
      qc.invalidateQueries({ queryKey: routeKey(noteRoutes.list, { brandId: target.brandId }) }),
  });
}

/**
 * POST /api/brand/notes/removal (a POC's: /brand/poc/notes/removal) {noteIds} with `removed`, or
 * /brand/notes/restore (its Undo) without; then refresh the lists.
 */
export function useSetNoteRemoved(target: NoteTarget) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ noteId, removed }: { noteId: number; removed: boolean }) =>
      removed
        ? callRoute(target.pocId ? noteRoutes.pocRemove : noteRoutes.remove, { noteIds: [noteId] })
        : callRoute(noteRoutes.restore, { noteIds: [noteId] }),
    // every notes list of the brand (its own and its POCs')
    onSettled: () =>
      qc.invalidateQueries({ queryKey: routeKey(noteRoutes.list, { brandId: target.brandId }) }),
  });
}
