/** The tabs of /inventory/{eiId} by their `tab1` value (spec 000 §2.1, 001 §2): overview, collaboration requests, brand suggestions. */
export const DETAIL_TABS = [
  { value: '1', label: 'Overview' },
  { value: '2', label: 'Collaboration requests' },
  { value: '3', label: 'Brand suggestions' },
] as const;
export type DetailTab = (typeof DETAIL_TABS)[number]['value'];

const isDetailTab = (v: string | null): v is DetailTab => DETAIL_TABS.some((t) => t.value === v);

/**
 * The open tab from the query: `tab1` when it names a tab; otherwise `invitation=true` (the link of a
 * collaboration notification) opens the collaboration requests; otherwise the overview (tab1 1, the default).
 */
export function detailTab(params: URLSearchParams): DetailTab {
  const tab1 = params.get('tab1');
  if (isDetailTab(tab1)) return tab1;
  return params.get('invitation') === 'true' ? '2' : '1';
}

/** The query after choosing `tab`: `tab1` set, `invitation` dropped (it only opens the page), the rest kept. */
export function withDetailTab(params: URLSearchParams, tab: DetailTab): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('tab1', tab);
  next.delete('invitation');
  return next;
}
