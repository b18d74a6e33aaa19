import { Text } from '@mantine/core';
import type { Node, NodeProps } from '@xyflow/react';

/** What a lane header carries: the department's name and colour. */
export type LaneNodeData = { name: string; colour: string };

/** The header of a department swimlane. */
export function LaneNode({ data }: NodeProps<Node<LaneNodeData>>) {
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
