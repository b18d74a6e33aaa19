import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchTeamOverview } from './teamOverview';

afterEach(() => vi.unstubAllGlobals());

describe('the team overview (spec 001 §7 /admin/users teams)', () => {
  it('reads GET /api/admin/users/teams by page and search, 50 a page by the server default', async () => {
    vi.stubGlobal('localStorage', { getItem: () => null });
    const page = { teams: [], pageNo: 2, totalPages: 2, totalNoOfEntries: 60 };
    const fetch = vi.fn(async () => Response.json({ data: page }));
    vi.stubGlobal('fetch', fetch);
    expect(await fetchTeamOverview(2, 'north')).toEqual(page);
    expect(fetch).toHaveBeenCalledWith(
      '/api/admin/users/teams?pageNo=2&searchFor=north',
      expect.objectContaining({ method: 'GET' }),
    );
  });
});
