import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  cacheFamilies,
  SAVED_VIEW_MESSAGES,
  savedViewRoutes,
  type SavedView,
  type SavedViewList,
  type SavedViewStateInput,
} from '@crm/contracts';
import { toastError, toastFailure, toastSuccess } from '../../lib/api';
import { patchParams } from '../../lib/urlParams';
import { callRoute, useApi } from '../../lib/useApi';

/** A saved view of list `L`. */
export type ViewOf<L extends SavedViewList> = Extract<SavedView, { list: L }>;

/** How a list takes part in saved views: its current state, and how a view's state is applied. */
export type SavedViewsAdapter<L extends SavedViewList> = {
  list: L;
  /** The URL parameter holding the open view's id (`view`, or another where the list uses `view`). */
  param: string;
  /** The list's current filters, sort, columns and tab, as a view saves them. */
  current: SavedViewStateInput<L>;
  /** Applies a view's state (columns and in-page state) and answers the URL parameters it sets. */
  apply: (state: ViewOf<L>['state']) => Record<string, string | null>;
  /** The URL already carries the list's state: a `view` link is not applied over it, nor the default. */
  urlHoldsState: boolean;
};

/**
 * The saved views of a list (issue 24 §2) and what the menu does with them: the views (own first, then
 * those shared with the caller), the open one (`?view=<id>`), open/save/rename/update/default/share/
 * delete with the server's toasts; on the first load, the view of the URL or the default (useFirstOpen).
 */
export function useSavedViews<L extends SavedViewList>(a: SavedViewsAdapter<L>) {
  const [params, setParams] = useSearchParams();
  const qc = useQueryClient();
  const query = useApi(savedViewRoutes.list, { list: a.list });
  const views = query.data?.views as ViewOf<L>[] | undefined;
  const openId = Number(params.get(a.param)) || null;
  const active = views?.find((v) => v.viewId === openId);
  const update = patchParams(setParams);
  const open = (v: ViewOf<L>) =>
    update({ ...a.apply(v.state as never), [a.param]: String(v.viewId) });

  useFirstOpen({
    views,
    openId,
    urlHoldsState: a.urlHoldsState,
    open,
    forget: () => update({ [a.param]: null }),
  });

  /** Runs a write, refreshes the list's views and toasts the server's message; answers the result or undefined on failure. */
  const write = async <T extends { message: string }>(call: () => Promise<T>, toast = true) => {
    try {
      const r = await call();
      await qc.invalidateQueries({ queryKey: cacheFamilies.savedViews });
      if (toast) toastSuccess(r.message);
      return r;
    } catch (e) {
      toastError(e);
      return undefined;
    }
  };
  const list = a.list as never;
  return {
    query,
    views,
    active,
    open,
    close: () => update({ [a.param]: null }),
    saveAs: async (name: string) => {
      const r = await write(() =>
        callRoute(savedViewRoutes.create, { list, name, state: a.current as never }),
      );
      if (r) update({ [a.param]: String(r.view.viewId) });
      return !!r;
    },
    rename: async (v: ViewOf<L>, name: string) =>
      !!(await write(() =>
        callRoute(savedViewRoutes.update, { viewId: v.viewId, list, name } as never),
      )),
    saveChanges: (v: ViewOf<L>) =>
      write(() =>
        callRoute(savedViewRoutes.update, {
          viewId: v.viewId,
          list,
          state: a.current,
        } as never),
      ),
    setDefault: (v: ViewOf<L> | null) =>
      write(() => callRoute(savedViewRoutes.setDefault, { list, viewId: v?.viewId ?? null })),
    share: (v: ViewOf<L>, shared: boolean) =>
      write(() => callRoute(savedViewRoutes.share, { viewId: v.viewId, shared })),
    /** Deletes `v`; `restore` (the Undo) brings it back with its id, so links to it work again, and reopens it if it was open. */
    remove: async (v: ViewOf<L>) => {
      const wasOpen = v.viewId === openId;
      const done = await write(
        () => callRoute(savedViewRoutes.remove, { viewId: v.viewId }),
        false,
      );
      if (!done) return undefined;
      if (wasOpen) update({ [a.param]: null });
      return async () => {
        const r = await write(() => callRoute(savedViewRoutes.restore, { viewId: v.viewId }));
        if (r && wasOpen) update({ [a.param]: String(v.viewId) });
      };
    },
  };
}

/**
 * On the first answer: opens the view the URL names unless the URL already holds the list's state (an
 * unknown or hidden one is dropped from the URL with a toast), or with no view and no state in the URL
 * the caller's default view.
 */
function useFirstOpen<L extends SavedViewList>({
  views,
  openId,
  urlHoldsState,
  open,
  forget,
}: {
  views: ViewOf<L>[] | undefined;
  openId: number | null;
  urlHoldsState: boolean;
  open: (v: ViewOf<L>) => void;
  forget: () => void;
}) {
  const settled = useRef(false);
  const first = useRef({ openId, urlHoldsState });
  useEffect(() => {
    if (settled.current || !views) return;
    settled.current = true;
    const { openId: id, urlHoldsState: held } = first.current;
    if (id) {
      const v = views.find((x) => x.viewId === id);
      if (!v) {
        forget();
        toastFailure(SAVED_VIEW_MESSAGES.notFound);
      } else if (!held) open(v);
      return;
    }
    const d = views.find((v) => v.isDefault);
    if (d && !held) open(d);
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- once, on the first answer
  }, [views]);
}

/** The saved views of one list and their actions (useSavedViews). */
export type SavedViews<L extends SavedViewList> = ReturnType<typeof useSavedViews<L>>;
