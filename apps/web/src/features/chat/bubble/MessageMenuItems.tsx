import { Menu } from '@mantine/core';
import {
  IconArrowBackUp,
  IconCopy,
  IconPencil,
  IconPin,
  IconPinnedOff,
  IconShare3,
  IconStar,
  IconStarOff,
  IconTrash,
} from '@tabler/icons-react';
import type { ShownMessage } from '../messageList';

/** What an item of a message's menu does. */
type MenuKind = 'reply' | 'forward' | 'copy' | 'pin' | 'star' | 'edit' | 'delete';

type Props = {
  m: ShownMessage;
  /** The caller sent it (edit and delete). */
  mine: boolean;
  onPick: (kind: MenuKind) => void;
};

/**
 * The items of a message's actions menu: reply, forward and copy (a message with text), pin/unpin,
 * star/unstar, and for its author edit (a message with text) and delete.
 */
export function MessageMenuItems({ m, mine, onPick }: Props) {
  const text = !m.isDeleted && !m.isAnnoucement;
  return (
    <>
      {text && (
        <Menu.Item
          leftSection={<IconArrowBackUp size={14} />}
          onClick={() => onPick('reply')}
          data-testid="message-reply"
        >
          Reply
        </Menu.Item>
      )}
      {text && (
        <Menu.Item
          leftSection={<IconShare3 size={14} />}
          onClick={() => onPick('forward')}
          data-testid="message-forward"
        >
          Forward
        </Menu.Item>
      )}
      {text && m.content && (
        <Menu.Item
          leftSection={<IconCopy size={14} />}
          onClick={() => onPick('copy')}
          data-testid="message-copy"
        >
          Copy
        </Menu.Item>
      )}
      <Menu.Item
        leftSection={m.isPinned ? <IconPinnedOff size={14} /> : <IconPin size={14} />}
        onClick={() => onPick('pin')}
        data-testid="message-pin"
      >
        {m.isPinned ? 'Unpin' : 'Pin'}
      </Menu.Item>
      <Menu.Item
        leftSection={m.isStarred ? <IconStarOff size={14} /> : <IconStar size={14} />}
        onClick={() => onPick('star')}
        data-testid="message-star"
      >
        {m.isStarred ? 'Unstar' : 'Star'}
      </Menu.Item>
      {mine && text && (
        <>
          <Menu.Divider />
          {m.content && (
            <Menu.Item
              leftSection={<IconPencil size={14} />}
              onClick={() => onPick('edit')}
              data-testid="message-edit"
            >
              Edit
            </Menu.Item>
          )}
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={14} />}
            onClick={() => onPick('delete')}
            data-testid="message-delete"
          >
            Delete
          </Menu.Item>
        </>
      )}
    </>
  );
}
