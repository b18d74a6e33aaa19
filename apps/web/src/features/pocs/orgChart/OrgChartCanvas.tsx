import { Paper } from '@mantine/core';
import { Background, Controls, ReactFlow, type Connection } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { LaneNode } from './LaneNode';
import { PocNode } from './PocNode';
import type { OrgChartState } from './useOrgChartPage';

const nodeTypes = { poc: PocNode, lane: LaneNode };

/**
 * The chart itself (@xyflow/react): a click selects a POC, a click on the pane clears it; with canEdit
 * a new connection (manager → report) or a deleted edge saves the reporting line.
 */
export function OrgChartCanvas({ s }: { s: OrgChartState }) {
  const { canEdit, setManager } = s;
  return (
    <Paper
      withBorder
      radius="md"
      style={{
        flex: 1,
        height: 'calc(100vh - 220px)',
        minHeight: 420,
        minWidth: Math.min(s.width, 600),
      }}
      data-testid="org-chart"
    >
      <ReactFlow
        nodes={s.nodes}
        edges={s.edges}
        nodeTypes={nodeTypes}
        fitView
        fitViewOptions={{ padding: 0.2, maxZoom: 1 }}
        nodesDraggable={false}
        nodesConnectable={canEdit}
        edgesFocusable={canEdit}
        onNodeClick={(_e, n) => n.type === 'poc' && s.setSelected(Number(n.id))}
        onPaneClick={() => s.setSelected(null)}
        onConnect={(c: Connection) =>
          c.source &&
          c.target &&
          c.source !== c.target &&
          setManager(Number(c.target), Number(c.source))
        }
        onEdgesDelete={(removed) => removed.forEach((e) => setManager(Number(e.target), null))}
        proOptions={{ hideAttribution: true }}
      >
        <Background gap={20} />
        <Controls showInteractive={false} />
      </ReactFlow>
    </Paper>
  );
}
