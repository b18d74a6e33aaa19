import { Loader, Modal, Select, Stack } from '@mantine/core';
import { DROPDOWN } from '@crm/contracts';
import { pickedLoadMore, useDropdownSearch, withLoadMore } from '../../components/dropdown';
import { serverFiltered } from '../../components/searchPickers';
import { TASK_PICKER_DEBOUNCE_MS, useTaskUserOptions } from '../tasks';
import { ColleagueOption } from './page/ColleagueOption';
import { useNewChat } from './page/useNewChat';

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
  const s = useDropdownSearch({ debounceMs: TASK_PICKER_DEBOUNCE_MS });
  const { found: items, isFetching, paging } = useTaskUserOptions(s.searchFor, opened);
  const { error, opening, close, open } = useNewChat({
    onClose,
    onOpened,
    reset: () => s.setSearch(''),
  });
  const byId = new Map(items.map((u) => [u.userId, u]));
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
          renderOption={({ option }) => (
            <ColleagueOption label={option.label} user={byId.get(Number(option.value))} />
          )}
          data-testid="chat-new-user"
        />
      </Stack>
    </Modal>
  );
}
