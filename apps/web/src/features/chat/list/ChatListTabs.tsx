import { Switch, Tabs } from '@mantine/core';
import type { ChatTab } from '../queries';

type Props = {
  tab: ChatTab;
  onTab: (tab: ChatTab) => void;
  /** The EVENTS tab shows the chats of ended events. */
  archived: boolean;
  onArchived: (archived: boolean) => void;
};

/** The chat list's tabs, CHATS and EVENTS; under EVENTS, the switch to the archived (ended) events' chats. */
export function ChatListTabs({ tab, onTab, archived, onArchived }: Props) {
  return (
    <>
      <Tabs value={tab} onChange={(v) => v && onTab(v as ChatTab)} px="sm">
        <Tabs.List grow>
          <Tabs.Tab value="CHATS" data-testid="chat-tab-CHATS">
            Chats
          </Tabs.Tab>
          <Tabs.Tab value="EVENTS" data-testid="chat-tab-EVENTS">
            Events
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {tab === 'EVENTS' && (
        <Switch
          mx="sm"
          size="xs"
          label="Archived events (ended)"
          checked={archived}
          onChange={(e) => onArchived(e.currentTarget.checked)}
          data-testid="chat-archived"
        />
      )}
    </>
  );
}
