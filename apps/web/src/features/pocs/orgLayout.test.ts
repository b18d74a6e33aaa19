import { describe, expect, it } from 'vitest';
import { layoutOrgChart, LANE_WIDTH, NO_DEPARTMENT } from './orgLayout';

const poc = (
  pocId: number,
  departmentId: number | null,
  reportsToPocId: number | null,
  pocIsPrimary = false,
) => ({
  pocId,
  pocName: `P${pocId}`,
  pocRole: null,
  pocIsPrimary,
  departmentId,
  cityName: null,
  reportsToPocId,
});

describe('org chart layout', () => {
  it('puts each department in its own lane, roots first, and POCs without one in a last lane', () => {
    const { pocs, lanes } = layoutOrgChart({
      departments: [
        { departmentId: 1, name: 'Marketing' },
        { departmentId: 2, name: 'Media' },
        { departmentId: 3, name: 'Unused' },
      ],
      pocs: [poc(10, 1, 11), poc(11, 1, null, true), poc(12, 2, 11), poc(13, null, 12)],
    });
    expect(lanes.map((l) => l.name)).toEqual(['Marketing', 'Media', NO_DEPARTMENT]);
    const at = (id: number) => pocs.find((p) => p.pocId === id)!;
    expect(at(11).y).toBeLessThan(at(10).y);
    expect([at(11).depth, at(10).depth, at(12).depth, at(13).depth]).toEqual([0, 1, 1, 2]);
    expect(at(12).x).toBe(LANE_WIDTH);
    expect(at(13).x).toBe(2 * LANE_WIDTH);
  });

  it('survives a cycle in the data without looping', () => {
    const { pocs } = layoutOrgChart({ departments: [], pocs: [poc(1, null, 2), poc(2, null, 1)] });
    expect(pocs).toHaveLength(2);
  });
});
