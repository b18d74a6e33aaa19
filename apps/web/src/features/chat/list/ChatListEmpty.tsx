import { EmptyState } from '../../../components/EmptyState';
import type { ChatTab } from '../queries';

/** The title and description of an empty chat list: nothing matches the filter, or the tab has no chats. */
function emptyText(search: string, tab: ChatTab, archived: boolean) {
  if (search) return { title: 'No chats found', description: `No chat matches “${search}”.` };
  if (tab === 'EVENTS' && archived)
    return {
      title: 'No archived event chats',
      description: 'Chats of events that have ended appear here.',
    };
  if (tab === 'EVENTS')
    return {
      title: 'No event chats',
      description: 'Event chats appear here for the events whose inventories you are assigned to.',
    };
  return {
    title: 'No chats yet',
    description: 'Start a chat with a colleague or create a group.',
  };
}

/** What an empty chat list says: no match for the (trimmed) name filter, else why the tab is empty. */
export function ChatListEmpty({
  search,
  tab,
  archived,
}: {
  search: string;
  tab: ChatTab;
  archived: boolean;
}) {
  const { title, description } = emptyText(search, tab, archived);
  return <EmptyState title={title} description={description} />;
}
