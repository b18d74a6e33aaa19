import { useState } from 'react';
import { Badge, Button, Group, Menu, Stack, Text } from '@mantine/core';
import {
  IconBookmarks,
  IconCheck,
  IconChevronDown,
  IconDeviceFloppy,
  IconLock,
  IconPencil,
  IconShare,
  IconStar,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import { SAVED_VIEW_MESSAGES, type SavedViewList } from '@crm/contracts';
import { ConfirmModal } from '../../components/ConfirmModal';
import { showUndoToast } from '../../components/undoToast';
import { ViewNameModal } from './ViewNameModal';
import {
  useSavedViews,
  type SavedViews,
  type SavedViewsAdapter,
  type ViewOf,
} from './useSavedViews';

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
  const [deleting, setDeleting] = useState<ViewOf<L> | null>(null);
  const [busy, setBusy] = useState(false);
  const active = s.active;

  const remove = async (v: ViewOf<L>) => {
    setBusy(true);
    const restore = await s.remove(v);
    setBusy(false);
    setDeleting(null);
    if (restore)
      showUndoToast({
        message: SAVED_VIEW_MESSAGES.deleted,
        onUndo: () => void restore(),
        testId: 'saved-view-undo',
      });
  };

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

/** The caller's views (default and shared marked), then those team members share with them (read-only, with the owner's name). */
function ViewItems<L extends SavedViewList>({
  views,
  active,
  onOpen,
}: {
  views: ViewOf<L>[] | undefined;
  active: ViewOf<L> | undefined;
  onOpen: (v: ViewOf<L>) => void;
}) {
  const own = views?.filter((v) => !v.readOnly) ?? [];
  const shared = views?.filter((v) => v.readOnly) ?? [];
  return (
    <>
      <Menu.Label>Your views</Menu.Label>
      {own.length === 0 && (
        <Menu.Item disabled>{views ? 'No saved views yet' : 'Loading…'}</Menu.Item>
      )}
      {own.map((v) => (
        <Menu.Item
          key={v.viewId}
          onClick={() => onOpen(v)}
          leftSection={<IconCheck size={14} opacity={v.viewId === active?.viewId ? 1 : 0} />}
          rightSection={
            <Group gap={4} wrap="nowrap">
              {v.isDefault && <Badge size="xs">Default</Badge>}
              {v.shared && (
                <Badge size="xs" color="teal">
                  Shared
                </Badge>
              )}
            </Group>
          }
          data-testid={`saved-view-${v.viewId}`}
        >
          <Text size="sm" truncate maw={150}>
            {v.name}
          </Text>
        </Menu.Item>
      ))}
      {shared.length > 0 && (
        <>
          <Menu.Divider />
          <Menu.Label>Shared with you (read-only)</Menu.Label>
          {shared.map((v) => (
            <Menu.Item
              key={v.viewId}
              onClick={() => onOpen(v)}
              leftSection={<IconLock size={14} />}
              data-testid={`saved-view-${v.viewId}`}
            >
              <Stack gap={0}>
                <Text size="sm" truncate maw={220}>
                  {v.name}
                </Text>
                <Text size="xs" c="dimmed">
                  by {v.ownerName}
                </Text>
              </Stack>
            </Menu.Item>
          ))}
        </>
      )}
    </>
  );
}

/** What the owner of the open view may do with it: save changes, rename, default, share, delete. */
function OwnViewActions<L extends SavedViewList>({
  view,
  s,
  onRename,
  onDelete,
}: {
  view: ViewOf<L>;
  s: SavedViews<L>;
  onRename: () => void;
  onDelete: () => void;
}) {
  return (
    <>
      <Menu.Item
        leftSection={<IconDeviceFloppy size={14} />}
        onClick={() => void s.saveChanges(view)}
        data-testid="saved-view-update"
      >
        Save changes to this view
      </Menu.Item>
      <Menu.Item
        leftSection={<IconPencil size={14} />}
        onClick={() => onRename()}
        data-testid="saved-view-rename"
      >
        Rename…
      </Menu.Item>
      <Menu.Item
        leftSection={<IconStar size={14} />}
        onClick={() => void s.setDefault(view.isDefault ? null : view)}
        data-testid="saved-view-default"
      >
        {view.isDefault ? 'Stop using as default' : 'Use as default'}
      </Menu.Item>
      <Menu.Item
        leftSection={<IconShare size={14} />}
        onClick={() => void s.share(view, !view.shared)}
        data-testid="saved-view-share"
      >
        {view.shared ? 'Stop sharing with your team' : 'Share with your team (read-only)'}
      </Menu.Item>
      <Menu.Item
        color="red"
        leftSection={<IconTrash size={14} />}
        onClick={() => onDelete()}
        data-testid="saved-view-delete"
      >
        Delete…
      </Menu.Item>
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
