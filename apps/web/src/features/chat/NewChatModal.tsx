import { Group, Loader, Modal, Select, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DROPDOWN } from '@crm/contracts';
import { errorText } from '../../lib/api';
import { UserAvatar } from '../../components/Avatars';
import { pickedLoadMore, useDropdownSearch, withLoadMore } from '../../components/dropdown';
import { serverFiltered } from '../../components/searchPickers';
import { TASK_PICKER_DEBOUNCE_MS, useTaskUserOptions } from '../tasks';
import { chatKeys, openPersonalChat } from './queries';

/**
 * New chat (spec 000 §2.6): pick a colleague; their personal chat opens (created the first time). The
 * server's refusals show in the dialog ('You cannot chat with yourself', 'User not found', 'User has not
 * logged into the system. Please try later.').
 */
export function NewChatModal({
  opened,
  onClose,
  onOpened,
}: {
  opened: boolean;
  onClose: () => void;
  onOpened: (chatId: number) => void;
}) {
  const qc = useQueryClient();
  const s = useDropdownSearch({ debounceMs: TASK_PICKER_DEBOUNCE_MS });
  const {
    found: items,
    isFetching,
    paging,
  } = useTaskUserOptions('chat-new-chat', s.searchFor, opened);
  const [error, setError] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);
  const byId = new Map(items.map((u) => [u.userId, u]));
  const close = () => {
    setError(null);
    s.setSearch('');
    onClose();
  };
  const open = async (userId: number) => {
    setError(null);
    setOpening(true);
    try {
      const chat = await openPersonalChat(userId);
      void qc.invalidateQueries({ queryKey: chatKeys.lists });
      close();
      onOpened(chat.id);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setOpening(false);
    }
  };
  return (
    <Modal opened={opened} onClose={close} title="New chat" centered>
      <Stack>
        <Select
          {...s.props(paging)}
          label="Colleague"
          placeholder={DROPDOWN.searchPlaceholder}
          data-autofocus
          searchable
          data={withLoadMore(
            items.map((u) => ({ value: String(u.userId), label: u.userName })),
            paging,
          )}
          value={null}
          onChange={(v) => !pickedLoadMore(v, paging) && v && void open(Number(v))}
          filter={serverFiltered}
          nothingFoundMessage={isFetching || s.typing ? 'Searching…' : 'Nobody found'}
          rightSection={opening ? <Loader size="xs" /> : undefined}
          error={error}
          renderOption={({ option }) => {
            const u = byId.get(Number(option.value));
            return (
              <Group gap="sm" wrap="nowrap">
                {u && (
                  <UserAvatar
                    userId={u.userId}
                    name={u.userName}
                    imageUrl={u.profileImage}
                    lastActiveOn={u.lastActiveOn}
                    size={26}
                  />
                )}
                <div>
                  <Text size="sm">{option.label}</Text>
                  {u?.verticalName && (
                    <Text size="xs" c="dimmed">
                      {u.verticalName}
                    </Text>
                  )}
                </div>
              </Group>
            );
          }}
          data-testid="chat-new-user"
        />
      </Stack>
    </Modal>
  );
}
