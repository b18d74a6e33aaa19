import { Anchor, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import {
  Background,
  Controls,
  Handle,
  Position,
  ReactFlow,
  type Connection,
  type Edge,
  type Node,
  type NodeProps,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { toastError, toastSuccess } from '../../lib/api';
import { brandInfoPath } from '../../lib/links';
import { LoadError, loadFailed } from '../../components/LoadError';
import { SkeletonBlock } from '../../components/SkeletonRows';
import { useToastOnError } from '../../lib/useToastOnError';
import { layoutOrgChart, LANE_WIDTH, type LaidOutPoc } from './orgLayout';
import { useOrgChart, useSavePoc } from './queries';
import { PocName } from './PocName';

type PocNodeData = { poc: LaidOutPoc; canEdit: boolean };
type LaneNodeData = { name: string; colour: string };

/** A POC card on the chart: name, role, city, primary badge, in its department's colour; handles for reporting lines. */
function PocNode({ data }: NodeProps<Node<PocNodeData>>) {
  const { poc, canEdit } = data;
  return (
    <Paper
      withBorder
      shadow="xs"
      p={8}
      radius="md"
      w={220}
      style={{ borderLeft: `4px solid ${poc.colour}` }}
      data-testid={`org-node-${poc.pocId}`}
    >
      <Handle type="target" position={Position.Top} isConnectable={canEdit} />
      <PocName
        poc={poc}
        size="sm"
        truncate
        detail={[poc.pocRole, poc.cityName].filter(Boolean).join(' · ') || '—'}
      />
      <Handle type="source" position={Position.Bottom} isConnectable={canEdit} />
    </Paper>
  );
}

/** The header of a department swimlane. */
function LaneNode({ data }: NodeProps<Node<LaneNodeData>>) {
  return (
    <Text
      size="sm"
      fw={700}
      w={220}
      ta="center"
      py={4}
      style={{ borderBottom: `3px solid ${data.colour}`, color: data.colour }}
    >
      {data.name}
    </Text>
  );
}

const nodeTypes = { poc: PocNode, lane: LaneNode };

/**
 * Org chart (/orgChart/{brandId}, spec 000 §2.1): the brand's POCs in department swimlanes with
 * their reporting lines, drawn with @xyflow/react (lazy-loaded with the page). Who may change the
 * brand edits a reporting line by dragging from a manager's bottom handle to a report's top handle,
 * deleting an edge (select, Backspace), or the 'Reports to' select of the selected POC; cycles are
 * refused by the server and toasted.
 */
export default function OrgChartPage() {
  const { brandId: raw } = useParams();
  const brandId = Number(raw) > 0 ? Number(raw) : undefined;
  const chart = useOrgChart(brandId);
  const { data, isLoading } = chart;
  useToastOnError(chart.error);
  const save = useSavePoc(brandId ?? 0);
  const [selected, setSelected] = useState<number | null>(null);
  const canEdit = !!data?.canEdit;

  const { nodes, edges, laid } = useMemo(() => {
    if (!data) return { nodes: [], edges: [], laid: [] as LaidOutPoc[] };
    const { pocs, lanes } = layoutOrgChart(data);
    const nodes: Node[] = [
      ...lanes.map((l): Node<LaneNodeData> => ({
        id: `lane-${l.key}`,
        type: 'lane',
        position: { x: l.x, y: 0 },
        data: { name: l.name, colour: l.colour },
        draggable: false,
        selectable: false,
        connectable: false,
        focusable: false,
      })),
      ...pocs.map((p): Node<PocNodeData> => ({
        id: String(p.pocId),
        type: 'poc',
        position: { x: p.x, y: p.y },
        data: { poc: p, canEdit },
        selected: p.pocId === selected,
        ariaLabel: `${p.pocName}${p.pocRole ? `, ${p.pocRole}` : ''}`,
      })),
    ];
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
  }, [data, canEdit, selected]);

  const setManager = async (pocId: number, reportsToPocId: number | null) => {
    try {
      await save.mutateAsync({ pocId, reportsToPocId });
      toastSuccess('Reporting line updated');
    } catch (e) {
      toastError(e);
    }
  };

  if (!brandId)
    return <EmptyState title="Brand not found" description="The link has no brand id." />;
  const current = laid.find((p) => p.pocId === selected) ?? null;
  const width = Math.max(1, new Set(laid.map((p) => p.x)).size) * LANE_WIDTH;

  return (
    <Stack gap="md" p="md">
      <Group justify="space-between">
        <Stack gap={0}>
          <Title order={2}>Org chart{data ? ` · ${data.brandName}` : ''}</Title>
          <Text size="sm" c="dimmed">
            {canEdit
              ? 'Drag from a manager’s lower handle to a report’s upper handle to change who they report to; select a line and press Backspace to remove it.'
              : 'Points of contact by department and reporting line.'}
          </Text>
        </Stack>
        {data && (
          <Anchor
            component={Link}
            to={`${brandInfoPath(brandId, data.brandName)}&infoTab=Contacts`}
            size="sm"
          >
            Back to contacts
          </Anchor>
        )}
      </Group>
      {loadFailed(chart) ? (
        <LoadError what="the org chart" query={chart} />
      ) : isLoading || !data ? (
        <SkeletonBlock lines={6} height={40} />
      ) : data.pocs.length === 0 ? (
        <EmptyState
          title="No points of contact"
          description="Add POCs on the brand's Contacts tab to see the org chart."
        />
      ) : (
        <Group align="flex-start" wrap="nowrap" gap="md">
          <Paper
            withBorder
            radius="md"
            style={{
              flex: 1,
              height: 'calc(100vh - 220px)',
              minHeight: 420,
              minWidth: Math.min(width, 600),
            }}
            data-testid="org-chart"
          >
            <ReactFlow
              nodes={nodes}
              edges={edges}
              nodeTypes={nodeTypes}
              fitView
              fitViewOptions={{ padding: 0.2, maxZoom: 1 }}
              nodesDraggable={false}
              nodesConnectable={canEdit}
              edgesFocusable={canEdit}
              onNodeClick={(_e, n) => n.type === 'poc' && setSelected(Number(n.id))}
              onPaneClick={() => setSelected(null)}
              onConnect={(c: Connection) =>
                c.source &&
                c.target &&
                c.source !== c.target &&
                setManager(Number(c.target), Number(c.source))
              }
              onEdgesDelete={(removed) =>
                removed.forEach((e) => setManager(Number(e.target), null))
              }
              proOptions={{ hideAttribution: true }}
            >
              <Background gap={20} />
              <Controls showInteractive={false} />
            </ReactFlow>
          </Paper>
          <Paper withBorder radius="md" p="md" w={280} data-testid="org-side-panel">
            {current ? (
              <Stack gap="xs">
                <Text fw={600}>{current.pocName}</Text>
                <Text size="sm" c="dimmed">
                  {current.pocRole ?? '—'}
                </Text>
                <Select
                  label="Reports to"
                  placeholder="Nobody"
                  clearable
                  searchable
                  disabled={!canEdit || save.isPending}
                  data={laid
                    .filter((p) => p.pocId !== current.pocId)
                    .map((p) => ({ value: String(p.pocId), label: p.pocName }))}
                  value={current.reportsToPocId ? String(current.reportsToPocId) : null}
                  onChange={(v) => setManager(current.pocId, v ? Number(v) : null)}
                  data-testid="org-reports-to"
                />
              </Stack>
            ) : (
              <Text size="sm" c="dimmed">
                Select a POC to see {canEdit ? 'and change ' : ''}who they report to.
              </Text>
            )}
          </Paper>
        </Group>
      )}
    </Stack>
  );
}
