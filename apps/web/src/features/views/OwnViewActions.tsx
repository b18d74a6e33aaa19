import { Menu } from '@mantine/core';
import { IconDeviceFloppy, IconPencil, IconShare, IconStar, IconTrash } from '@tabler/icons-react';
import type { SavedViewList } from '@crm/contracts';
import type { SavedViews, ViewOf } from './useSavedViews';

/** What the owner of the open view may do with it: save changes, rename, default, share, delete. */
export function OwnViewActions<L extends SavedViewList>({
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
