import { Button, Menu } from '@mantine/core';
import { IconBellRinging, IconChevronDown } from '@tabler/icons-react';
import { toastError, toastSuccess } from '../../lib/api';
import { useNotifyPending } from './adminQueries';

/**
 * Admin reminders to an event inventory's project owners (spec 001 §7 POST /admin/inventory/brand-assignment-pending/notify
 * and /deck-upload-pending/notify): 'Brands yet to be assigned' and 'Deck yet to be uploaded' (offered while no deck is uploaded).
 */
export function NotifyPosMenu({ eiId, deckUploaded }: { eiId: number; deckUploaded: boolean }) {
  const notify = useNotifyPending();
  const send = (kind: 'brand-assignment-pending' | 'deck-upload-pending') =>
    notify.mutate(
      { eiId, kind },
      { onSuccess: (r) => toastSuccess(r.message), onError: toastError },
    );
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconBellRinging size={16} />}
          rightSection={<IconChevronDown size={14} />}
          loading={notify.isPending}
          data-testid="notify-pos"
        >
          Notify POs
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          onClick={() => send('brand-assignment-pending')}
          data-testid="notify-brand-assignment"
        >
          Brands yet to be assigned
        </Menu.Item>
        <Menu.Item
          onClick={() => send('deck-upload-pending')}
          disabled={deckUploaded}
          data-testid="notify-deck-upload"
        >
          Deck yet to be uploaded
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
