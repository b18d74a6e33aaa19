import { Button, Group, Modal, MultiSelect, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { toastError, toastSuccess } from '../../lib/api';
import { plainDescription } from '../tasks';
import { forwardMessage } from './messageActions';
import type { ShownMessage } from './messageList';
import { refreshChatLists, useChatList } from './queries';
import { mergeMessages } from './messageQueries';
import { newLocalId } from './sendQueries';
import { dropdownProps, firstChipThenMore } from '../../components/dropdown';

/** At most this many chats per forward (the server's limit). */
const FORWARD_MAX = 20;

/** Forward: pick up to 20 of the caller's chats (the open one included); the copies are sent once even if retried (one localId). */
export function ForwardModal({
  message,
  onClose,
}: {
  message: ShownMessage | null;
  onClose: () => void;
}) {
  const qc = useQueryClient();
  const chats = useChatList('CHATS');
  const events = useChatList('EVENTS');
  const [picked, setPicked] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [localId, setLocalId] = useState(newLocalId);
  const options = useMemo(() => {
    const all = [...(chats.data?.pages ?? []), ...(events.data?.pages ?? [])]
      .flatMap((p) => p.chats)
      .filter((c) => !c.archived);
    return [...new Map(all.map((c) => [c.id, { value: String(c.id), label: c.name }])).values()];
  }, [chats.data, events.data]);
  const close = () => {
    setPicked([]);
    setLocalId(newLocalId());
    onClose();
  };
  const send = async () => {
    if (!message) return;
    setBusy(true);
    try {
      const res = await forwardMessage(message.id, picked.map(Number), localId);
      for (const m of res.messages) mergeMessages(qc, m.chatId, [m]);
      refreshChatLists(qc);
      toastSuccess(res.message);
      close();
    } catch (e) {
      toastError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={!!message} onClose={close} title="Forward message" centered>
      <Stack>
        <Text size="sm" c="dimmed" lineClamp={3} style={{ whiteSpace: 'pre-wrap' }}>
          {message ? plainDescription(message.content) : ''}
        </Text>
        <MultiSelect
          {...dropdownProps()}
          label="Forward to"
          placeholder={picked.length ? undefined : 'Search your chats'}
          data={options}
          value={picked}
          renderPill={firstChipThenMore(picked)}
          onChange={setPicked}
          searchable
          maxValues={FORWARD_MAX}
          nothingFoundMessage="No chat found"
          data-autofocus
          data-testid="forward-chats"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button
            onClick={() => void send()}
            disabled={!picked.length}
            loading={busy}
            data-testid="forward-send"
          >
            Forward
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
