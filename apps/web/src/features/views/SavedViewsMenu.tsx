import { useState } from 'react';
import { Button, Menu, Text } from '@mantine/core';
import {
  IconBookmarks,
  IconChevronDown,
  IconDeviceFloppy,
  IconLock,
  IconX,
} from '@tabler/icons-react';
import type { SavedViewList } from '@crm/contracts';
import { ConfirmModal } from '../../components/ConfirmModal';
import { ViewNameModal } from './ViewNameModal';
import { OwnViewActions } from './OwnViewActions';
import { ViewItems } from './ViewItems';
import { useDeleteView } from './useDeleteView';
import { useSavedViews, type SavedViewsAdapter, type ViewOf } from './useSavedViews';

/**
 * The saved-views menu of a list (issue 24 §2), a Mantine Menu (arrow keys, Enter, Escape): the caller's
 * views (default and shared marked), the views team members share with them (read-only, with the
 * owner's name), 'Save current view as…', and for the open view of their own: save changes, rename,
 * use as default, share with the team, delete (confirmed, with Undo).
 */
export function SavedViewsMenu<L extends SavedViewList>({
  adapter,
}: {
  adapter: SavedViewsAdapter<L>;
}) {
  const s = useSavedViews(adapter);
  const [naming, setNaming] = useState<{ view?: ViewOf<L> } | null>(null);
  const { deleting, setDeleting, busy, remove } = useDeleteView(s);
  const active = s.active;

  return (
    <>
      <Menu position="bottom-end" shadow="md" width={300}>
        <Menu.Target>
          <ViewsButton active={active} />
        </Menu.Target>
        <Menu.Dropdown data-testid="saved-views-menu">
          <ViewItems views={s.views} active={active} onOpen={s.open} />
          <Menu.Divider />
          <Menu.Item
            leftSection={<IconDeviceFloppy size={14} />}
            onClick={() => setNaming({})}
            data-testid="saved-view-save-as"
          >
            Save current view as…
          </Menu.Item>
          {active && !active.readOnly && (
            <OwnViewActions
              view={active}
              s={s}
              onRename={() => setNaming({ view: active })}
              onDelete={() => setDeleting(active)}
            />
          )}
          {active?.readOnly && (
            <Menu.Label data-testid="saved-view-read-only">
              {`Shared by ${active.ownerName}: read-only. Save it as your own to change it.`}
            </Menu.Label>
          )}
          {active && (
            <Menu.Item
              leftSection={<IconX size={14} />}
              onClick={s.close}
              data-testid="saved-view-close"
            >
              Close this view
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      {naming && (
        <ViewNameModal
          title={naming.view ? 'Rename view' : 'Save current view'}
          initial={naming.view?.name ?? ''}
          onClose={() => setNaming(null)}
          onSave={(name) => (naming.view ? s.rename(naming.view, name) : s.saveAs(name))}
        />
      )}
      {deleting && (
        <ConfirmModal
          opened
          title="Delete view?"
          confirmLabel="Delete"
          color="red"
          loading={busy}
          onClose={() => setDeleting(null)}
          onConfirm={() => void remove(deleting)}
        >
          {`Delete the view “${deleting.name}”?${deleting.shared ? ' Your team will no longer see it.' : ''}`}
        </ConfirmModal>
      )}
    </>
  );
}

/** The menu's button: the open view's name (a lock when it is read-only), else 'Views'. */
function ViewsButton({
  active,
  ...rest
}: { active: { name: string; readOnly: boolean } | undefined } & Record<string, unknown>) {
  return (
    <Button
      {...rest}
      variant="default"
      leftSection={active?.readOnly ? <IconLock size={16} /> : <IconBookmarks size={16} />}
      rightSection={<IconChevronDown size={14} />}
      data-testid="saved-views-button"
      aria-label={active ? `Saved views: ${active.name} is open` : 'Saved views'}
    >
      <Text size="sm" truncate maw={180}>
        {active ? active.name : 'Views'}
      </Text>
    </Button>
  );
}
