import { Paper } from '@mantine/core';
import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';
import { PocName } from '../PocName';
import type { LaidOutPoc } from '../orgLayout';

/** What a POC node carries: the laid-out POC and whether its handles take new reporting lines. */
export type PocNodeData = { poc: LaidOutPoc; canEdit: boolean };

/** A POC card on the chart: name, role, city, primary badge, in its department's colour; handles for reporting lines. */
export function PocNode({ data }: NodeProps<Node<PocNodeData>>) {
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
