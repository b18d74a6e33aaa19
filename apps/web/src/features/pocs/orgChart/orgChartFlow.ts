import type { Edge, Node } from '@xyflow/react';
import type { OrgChartResult } from '@crm/contracts';
import { layoutOrgChart, type Lane, type LaidOutPoc } from '../orgLayout';
import type { LaneNodeData } from './LaneNode';
import type { PocNodeData } from './PocNode';

/** A lane header node: fixed, not selectable, focusable or connectable. */
const laneNode = (l: Lane): Node<LaneNodeData> => ({
  id: `lane-${l.key}`,
  type: 'lane',
  position: { x: l.x, y: 0 },
  data: { name: l.name, colour: l.colour },
  draggable: false,
  selectable: false,
  connectable: false,
  focusable: false,
});

/** A POC node, named for screen readers 'name, role'. */
const pocNode = (p: LaidOutPoc, canEdit: boolean, selected: number | null): Node<PocNodeData> => ({
  id: String(p.pocId),
  type: 'poc',
  position: { x: p.x, y: p.y },
  data: { poc: p, canEdit },
  selected: p.pocId === selected,
  ariaLabel: `${p.pocName}${p.pocRole ? `, ${p.pocRole}` : ''}`,
});

/**
 * The chart's nodes (lane headers, then POCs; `selected` is a POC id) and reporting-line edges (a
 * manager not on the chart draws none; deletable with canEdit), with the laid-out POCs.
 */
export function orgChartFlow(
  chart: OrgChartResult | undefined,
  canEdit: boolean,
  selected: number | null,
): { nodes: Node[]; edges: Edge[]; laid: LaidOutPoc[] } {
  if (!chart) return { nodes: [], edges: [], laid: [] };
  const { pocs, lanes } = layoutOrgChart(chart);
  const nodes: Node[] = [...lanes.map(laneNode), ...pocs.map((p) => pocNode(p, canEdit, selected))];
  const edges: Edge[] = pocs
    .filter((p) => p.reportsToPocId !== null && pocs.some((m) => m.pocId === p.reportsToPocId))
    .map((p) => ({
      id: `e-${p.reportsToPocId}-${p.pocId}`,
      source: String(p.reportsToPocId),
      target: String(p.pocId),
      type: 'smoothstep',
      deletable: canEdit,
      style: { stroke: p.colour, strokeWidth: 1.5 },
    }));
  return { nodes, edges, laid: pocs };
}
