import { Table, Text, Tooltip } from '@mantine/core';
import { codeLabel, type AssignedBrand } from '@crm/contracts';
import { formatCrore, formatDate, formatDateTime } from '../../../lib/format';
import { StageBadge } from '../../../components/StageBadge';

const NOWRAP = { whiteSpace: 'nowrap' } as const;

/** The Assigned tab's cells of a pairing: stage (lost reason on hover), tag, values in crore, follow-up, assigner. */
export function AssignedCells({ b }: { b: AssignedBrand }) {
  return (
    <>
      <Table.Td style={NOWRAP}>
        <Tooltip label={b.lostReason ?? ''} disabled={!b.lostReason}>
          <span>
            <StageBadge stage={b.stage} />
          </span>
        </Tooltip>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{codeLabel(b.tag)}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={NOWRAP}>
          {formatCrore(b.proposedValue)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={NOWRAP}>
          {formatCrore(b.negotiatedValue)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={NOWRAP}>
          {formatCrore(b.closedValue)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={NOWRAP}>
          {formatDate(b.followUpDate)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Tooltip label={formatDateTime(b.assignedOn)}>
          <Text size="sm" style={NOWRAP}>
            {b.assignedBy?.userName ?? '—'}
          </Text>
        </Tooltip>
      </Table.Td>
    </>
  );
}
