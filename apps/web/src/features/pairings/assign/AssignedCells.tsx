import { Text, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { codeLabel, type AssignedBrand } from '@crm/contracts';
import { formatCrore, formatDate, formatDateTime } from '../../../lib/format';
import { OwnerAvatars } from '../../../components/Avatars';
import { StageBadge } from '../../../components/StageBadge';

const NOWRAP = { whiteSpace: 'nowrap' } as const;

const plain = (text: string) => (
  <Text size="sm" style={NOWRAP}>
    {text}
  </Text>
);

/**
 * The Assigned tab's cells of a pairing by column id of the assignedBrands preset (spec 001 §9): stage (lost
 * reason on hover), tag, values in crore, follow-up and expected closure days, last contact (IST), assigner, owners.
 */
export const ASSIGNED_CELLS: Record<string, (b: AssignedBrand) => ReactNode> = {
  stage: (b) => (
    <Tooltip label={b.lostReason ?? ''} disabled={!b.lostReason}>
      <span>
        <StageBadge stage={b.stage} />
      </span>
    </Tooltip>
  ),
  tag: (b) => <Text size="sm">{codeLabel(b.tag)}</Text>,
  proposedValue: (b) => plain(formatCrore(b.proposedValue)),
  negotiatedValue: (b) => plain(formatCrore(b.negotiatedValue)),
  closedValue: (b) => plain(formatCrore(b.closedValue)),
  followUpDate: (b) => plain(formatDate(b.followUpDate)),
  expectedClosure: (b) => plain(formatDate(b.expectedClosure)),
  lastContact: (b) => plain(formatDateTime(b.lastContact)),
  assignedBy: (b) => (
    <Tooltip label={formatDateTime(b.assignedOn)}>
      <Text size="sm" style={NOWRAP}>
        {b.assignedBy?.userName ?? '—'}
      </Text>
    </Tooltip>
  ),
  brandOwners: (b) => <OwnerAvatars owners={b.brandOwners} />,
};
