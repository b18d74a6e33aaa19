import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { noteRoutes } from '@crm/contracts';
import { callRoute } from '../../lib/useApi';

/** Which notes the list shows: all visible, public only, or the caller's private ones. */
export type NoteFilter = 'all' | 'public' | 'private';

/** POST /api/brand/notes: one page (10) of the brand's notes the caller can see. */
export function useBrandNotes(brandId: number, pageNo: number, filter: NoteFilter) {
  return useQuery({
    queryKey: ['notes', brandId, pageNo, filter],
    queryFn: () =>
      callRoute(noteRoutes.list, {
        brandId,
        pageNo,
        ...(filter === 'all' ? {} : { isPrivate: filter === 'private' }),
      }),
    placeholderData: keepPreviousData,
  });
}

/** PUT /api/brand/notes (create) or PATCH /api/brand/notes (update one note), then refresh the list. */
export function useSaveNote(brandId: number) {
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
            brandId,
            title: b.title,
            description: b.description,
            isPrivate: b.isPrivate,
          }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['notes', brandId] }),
  });
}

/** POST /api/brand/notes/removal {noteIds}, then refresh the list. */
export function useRemoveNote(brandId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (noteId: number) => callRoute(noteRoutes.remove, { noteIds: [noteId] }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['notes', brandId] }),
  });
}
