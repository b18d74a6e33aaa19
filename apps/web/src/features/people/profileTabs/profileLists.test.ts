import { afterEach, describe, expect, it, vi } from 'vitest';
import { userDirectoryRoutes } from '@crm/contracts';
import { fetchTab } from './ProfileList';
import { PROFILE_LISTS } from './profileLists';

const brandsTab = PROFILE_LISTS.find((t) => t.key === 'brands')!;

afterEach(() => vi.unstubAllGlobals());

describe("the profile's Brands tab", () => {
  it('reads POST /api/user/brands/all, 25 a page (spec 001 §7 all-user-brands)', async () => {
    vi.stubGlobal('localStorage', { getItem: () => null });
    const fetch = vi.fn(async () =>
      Response.json({ data: { brands: [], pageNo: 2, totalPages: 2, totalNoOfEntries: 30 } }),
    );
    vi.stubGlobal('fetch', fetch);
    await fetchTab(brandsTab, { userId: 7, pageNo: 2, searchFor: 'acme' });
    expect(fetch).toHaveBeenCalledWith(
      '/api/user/brands/all',
      expect.objectContaining({ method: 'POST' }),
    );
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(JSON.parse(String(init.body))).toEqual({ userId: 7, pageNo: 2, searchFor: 'acme' });
    expect(brandsTab.route).toBe(userDirectoryRoutes.brands);
  });

  it("sends the brand filter with the search, and offers it on that tab only ('plus filters')", async () => {
    vi.stubGlobal('localStorage', { getItem: () => null });
    const fetch = vi.fn(async () =>
      Response.json({ data: { brands: [], pageNo: 1, totalPages: 0, totalNoOfEntries: 0 } }),
    );
    vi.stubGlobal('fetch', fetch);
    const filters = { industries: { ids: [3], selectionType: 'INCLUDE' as const } };
    await fetchTab(brandsTab, { userId: 7, pageNo: 1, searchFor: '', filters });
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(JSON.parse(String(init.body))).toEqual({ userId: 7, pageNo: 1, searchFor: '', filters });
    expect(PROFILE_LISTS.filter((t) => t.filterable).map((t) => t.key)).toEqual(['brands']);
  });
});
