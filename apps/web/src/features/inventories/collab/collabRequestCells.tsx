import { Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CollabRequest } from '@crm/contracts';
import { formatDateTime } from '../../../lib/format';
import { brandInfoPath } from '../../../lib/links';
import { INVITE_STATUS_META, StatusBadge, youOr } from '../collabLabels';

/** The cells of a collaboration request by column id of the collaborationInvites preset (spec 001 §9); `me` reads as 'You'. */
export const collabRequestCells = (
  me: number | undefined,
): Record<string, (r: CollabRequest) => ReactNode> => ({
  brandName: (r) => (
    <Anchor component={Link} to={brandInfoPath(r.brandId, r.brandName)} size="sm" fw={600}>
      {r.brandName}
    </Anchor>
  ),
  inviter: (r) => <Text size="sm">{youOr(r.inviter, me)}</Text>,
  invitee: (r) => <Text size="sm">{youOr(r.invitee, me)}</Text>,
  inviteStatus: (r) => (
    <StatusBadge meta={INVITE_STATUS_META[r.inviteStatus]} testId="collab-request-status" />
  ),
  createdAt: (r) => (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {formatDateTime(r.createdAt)}
    </Text>
  ),
});
