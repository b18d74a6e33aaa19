import { ActionIcon, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { NewsItem } from '@crm/contracts';

/** A news row's menu on /admin/news: Edit… (admins' own news only), then Hide from or Show in the feed. */
export function AdminNewsMenu({
  n,
  onEdit,
  onHide,
  onShow,
}: {
  n: NewsItem;
  onEdit: () => void;
  onHide: () => void;
  onShow: () => void;
}) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Manage “${n.title}”`}
          data-testid="admin-news-menu"
        >
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item disabled={n.source !== 'ADMIN'} onClick={onEdit}>
          Edit…
        </Menu.Item>
        {n.status === 'ACTIVE' ? (
          <Menu.Item color="red" onClick={onHide}>
            Hide from the feed
          </Menu.Item>
        ) : (
          <Menu.Item onClick={onShow}>Show in the feed</Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
