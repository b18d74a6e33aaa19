import { Button, Group } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { ColleaguePicker } from '../ColleaguePicker';

/** The colleagues to invite to a pairing and the Invite button (greyed while none is picked). */
export function InviteColleagues({
  eiId,
  brandId,
  invitees,
  onChange,
  onInvite,
  inviting,
}: {
  eiId: number;
  brandId: number;
  invitees: string[];
  onChange: (ids: string[]) => void;
  onInvite: () => void;
  inviting: boolean;
}) {
  return (
    <Group align="flex-end" wrap="nowrap">
      <div style={{ flex: 1 }}>
        <ColleaguePicker eiId={eiId} brandId={brandId} value={invitees} onChange={onChange} />
      </div>
      <Button
        leftSection={<IconUserPlus size={16} />}
        onClick={onInvite}
        disabled={!invitees.length}
        loading={inviting}
        data-testid="collab-invite-submit"
      >
        Invite
      </Button>
    </Group>
  );
}
