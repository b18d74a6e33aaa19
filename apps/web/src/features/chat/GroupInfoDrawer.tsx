import {
  ActionIcon,
  Badge,
  Button,
  Divider,
  Drawer,
  Group,
  Stack,
  Text,
  Textarea,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconLogout, IconUserMinus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  CHAT_GROUP_DESCRIPTION_MAX,
  CHAT_GROUP_NAME_MAX,
  type ChatInfo,
  type ChatMember,
} from '@crm/contracts';
import { toastError, toastSuccess } from '../../lib/api';
import { UserAvatar } from '../../components/Avatars';
import { ConfirmModal } from '../../components/ConfirmModal';
import { fetchTaskUsers } from '../tasks/queries';
import type { UserSummary } from '../tasks/types';
import { ColleagueMultiSelect } from '../tasks/pickers/ColleagueMultiSelect';
import { addMembers, chatKeys, removeMembers, updateGroup } from './queries';

type Props = {
  info: ChatInfo;
  selfId: number | undefined;
  opened: boolean;
  onClose: () => void;
  onLeft: () => void;
};

/**
 * Group info: name, description and members. The owner edits the info ('Group info updated
 * successfully'), adds and removes members (each confirmed; an announcement tells the group); a member
 * may leave (confirmed). An event group's members follow the event's pairings, so they are read-only.
 */
export function GroupInfoDrawer({ info, selfId, opened, onClose, onLeft }: Props) {
  const qc = useQueryClient();
  const owner = info.purpose === 'REG_GROUP' && info.owner === selfId;
  const [name, setName] = useState(info.name);
  const [description, setDescription] = useState(info.description ?? '');
  const [adding, setAdding] = useState<Map<number, UserSummary>>(new Map());
  const [removing, setRemoving] = useState<ChatMember | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const refresh = () => {
    void qc.invalidateQueries({ queryKey: chatKeys.info(info.id) });
    void qc.invalidateQueries({ queryKey: chatKeys.lists });
  };
  const run = async (what: string, fn: () => Promise<{ message: string }>, after?: () => void) => {
    setBusy(what);
    try {
      toastSuccess((await fn()).message);
      refresh();
      after?.();
    } catch (e) {
      toastError(e);
    } finally {
      setBusy(null);
    }
  };
  const nameError = !name.trim()
    ? 'Group name is required'
    : name.length > CHAT_GROUP_NAME_MAX
      ? `Maximum ${CHAT_GROUP_NAME_MAX} characters allowed`
      : undefined;
  const descriptionError =
    description.length > CHAT_GROUP_DESCRIPTION_MAX
      ? `Maximum ${CHAT_GROUP_DESCRIPTION_MAX} characters allowed`
      : undefined;
  const changed = name.trim() !== info.name || description.trim() !== (info.description ?? '');
  const memberIds = info.members.map((m) => m.userId);

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      title={info.purpose === 'EVENT_GROUP' ? 'Event chat info' : 'Group info'}
      data-testid="group-info"
    >
      <Stack>
        {owner ? (
          <>
            <TextInput
              label="Group name"
              required
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              error={nameError}
              data-testid="group-info-name"
            />
            <Textarea
              label="Description"
              autosize
              minRows={2}
              maxRows={6}
              value={description}
              onChange={(e) => setDescription(e.currentTarget.value)}
              error={descriptionError}
              data-testid="group-info-description"
            />
            <Group justify="flex-end">
              <Button
                size="xs"
                disabled={!changed || !!nameError || !!descriptionError}
                loading={busy === 'save'}
                onClick={() =>
                  void run('save', () =>
                    updateGroup({
                      chatId: info.id,
                      name: name.trim(),
                      description: description.trim(),
                    }),
                  )
                }
                data-testid="group-info-save"
              >
                Save
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Text fw={700} data-testid="group-info-title">
              {info.name}
            </Text>
            {info.description && (
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                {info.description}
              </Text>
            )}
          </>
        )}
        <Divider
          label={`${info.members.length} member${info.members.length === 1 ? '' : 's'}`}
          labelPosition="left"
        />
        {owner && (
          <Group align="flex-end" wrap="nowrap" gap="xs">
            <div style={{ flex: 1 }}>
              <ColleagueMultiSelect
                label="Add members"
                placeholder="Search colleagues"
                pickerKey="chat-group-add"
                fetchPage={fetchTaskUsers}
                value={adding}
                onChange={setAdding}
                excludeIds={memberIds}
                enabled={opened}
                testId="group-add-members"
              />
            </div>
            <Button
              size="sm"
              disabled={!adding.size}
              loading={busy === 'add'}
              onClick={() =>
                void run(
                  'add',
                  () => addMembers(info.id, [...adding.keys()]),
                  () => setAdding(new Map()),
                )
              }
              data-testid="group-add-submit"
            >
              Add
            </Button>
          </Group>
        )}
        <Stack gap={6} data-testid="group-members">
          {info.members.map((m) => (
            <Group key={m.userId} justify="space-between" wrap="nowrap" data-testid="group-member">
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                <UserAvatar
                  userId={m.userId}
                  name={m.userName}
                  imageUrl={m.profileImage}
                  lastActiveOn={m.lastActiveOn}
                  size={30}
                />
                <Text size="sm" truncate="end">
                  {m.userId === selfId ? `${m.userName} (you)` : m.userName}
                </Text>
                {m.role === 'OWNER' && info.purpose === 'REG_GROUP' && (
                  <Badge size="xs" variant="light">
                    Owner
                  </Badge>
                )}
              </Group>
              {owner && m.userId !== selfId && (
                <Tooltip label="Remove from the group">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${m.userName}`}
                    onClick={() => setRemoving(m)}
                    data-testid="group-member-remove"
                  >
                    <IconUserMinus size={16} />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
          ))}
        </Stack>
        {info.purpose === 'REG_GROUP' && !owner && (
          <Button
            variant="light"
            color="red"
            leftSection={<IconLogout size={16} />}
            onClick={() => setLeaving(true)}
            data-testid="group-leave"
          >
            Leave group
          </Button>
        )}
      </Stack>
      <ConfirmModal
        opened={!!removing}
        title="Remove member"
        color="red"
        confirmLabel="Remove"
        loading={busy === 'remove'}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          void run(
            'remove',
            () => removeMembers(info.id, [removing.userId]),
            () => setRemoving(null),
          )
        }
      >
        Remove {removing?.userName} from {info.name}? They keep the messages sent so far but see no
        new ones.
      </ConfirmModal>
      <ConfirmModal
        opened={leaving}
        title="Leave group"
        color="red"
        confirmLabel="Leave"
        loading={busy === 'leave'}
        onClose={() => setLeaving(false)}
        onConfirm={() =>
          void run(
            'leave',
            () => removeMembers(info.id, [selfId ?? 0]),
            () => {
              setLeaving(false);
              onLeft();
            },
          )
        }
      >
        Leave {info.name}? You will no longer get its messages; the owner can add you again.
      </ConfirmModal>
    </Drawer>
  );
}
