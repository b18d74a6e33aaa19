import type { OrgChartResult } from '@crm/contracts';

/** Swimlane colours of departments, in order; POCs without a department are grey. */
const LANE_COLOURS = [
  '#0094FF',
  '#0EAB00',
  '#F08C00',
  '#AE3EC9',
  '#E64980',
  '#1098AD',
  '#5C7CFA',
  '#74B816',
];
export const NO_DEPARTMENT = 'No department';
export const LANE_WIDTH = 260;
const ROW_HEIGHT = 110;

export type LaidOutPoc = OrgChartResult['pocs'][number] & {
  x: number;
  y: number;
  colour: string;
  depth: number;
};
export type Lane = { key: string; name: string; x: number; colour: string };

/**
 * Lays the org chart out in swimlanes: one column per department (then 'No department'), POCs in a
 * column ordered by their depth in the reporting tree (roots first) and then primary and name; a
 * POC's row is its depth, or the next free row of its lane.
 * Depth is the length of the reporting chain, cut at the POC count so that a bad cycle cannot loop.
 */
export function layoutOrgChart(chart: Pick<OrgChartResult, 'departments' | 'pocs'>): {
  pocs: LaidOutPoc[];
  lanes: Lane[];
} {
  const byId = new Map(chart.pocs.map((p) => [p.pocId, p]));
  const depthOf = (id: number) => {
    let d = 0;
    let cur = byId.get(id)?.reportsToPocId ?? null;
    while (cur !== null && byId.has(cur) && d < chart.pocs.length) {
      d++;
      cur = byId.get(cur)!.reportsToPocId;
    }
    return d;
  };
  const used = new Set(chart.pocs.map((p) => p.departmentId));
  const laneKeys = [
    ...chart.departments
      .filter((d) => used.has(d.departmentId))
      .map((d) => ({ key: String(d.departmentId), name: d.name })),
    ...(used.has(null) ? [{ key: 'none', name: NO_DEPARTMENT }] : []),
  ];
  const lanes: Lane[] = laneKeys.map((l, i) => ({
    ...l,
    x: i * LANE_WIDTH,
    colour: l.key === 'none' ? '#868E96' : LANE_COLOURS[i % LANE_COLOURS.length],
  }));
  const laneOf = new Map(lanes.map((l) => [l.key, l]));
  const pocs: LaidOutPoc[] = [];
  for (const lane of lanes) {
    const members = chart.pocs
      .filter((p) => String(p.departmentId ?? 'none') === lane.key)
      .map((p) => ({ p, depth: depthOf(p.pocId) }))
      .sort(
        (a, b) =>
          a.depth - b.depth ||
          Number(b.p.pocIsPrimary) - Number(a.p.pocIsPrimary) ||
          a.p.pocName.localeCompare(b.p.pocName),
      );
    // Row = depth in the reporting tree, pushed down when the lane already used that row.
    let lastRow = -1;
    for (const { p, depth } of members) {
      lastRow = Math.max(depth, lastRow + 1);
      pocs.push({
        ...p,
        depth,
        x: laneOf.get(lane.key)!.x,
        y: 70 + lastRow * ROW_HEIGHT,
        colour: lane.colour,
      });
    }
  }
  return { pocs, lanes };
}
