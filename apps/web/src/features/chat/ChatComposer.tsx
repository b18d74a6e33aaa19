import { Group } from '@mantine/core';
import { CHAT_MESSAGE_MAX, type MessageFile } from '@crm/contracts';
import { MessageComposer } from '../../components/MessageComposer';
import type { MentionUser } from '../../components/MentionTextarea';
import { useChatUploads } from './chatUploads';
import { AttachButton } from './composer/AttachButton';
import { ReplyingTo } from './composer/ReplyingTo';
import { UploadChip } from './composer/UploadChip';
import type { ShownMessage } from './messageList';
import { useChatDraft } from './useChatDraft';

/** A message's files as sent: the stored ids and how the message shows them before the ack. */
export type SentFiles = {
  files: { fileId: number; thumbnailFileId: number | null }[];
  resources: MessageFile[];
};

type Props = {
  chatId: number;
  saved: string;
  disabled: boolean;
  replyTo: ShownMessage | null;
  nameOf: (id: number) => string;
  onCancelReply: () => void;
  onTyping: () => void;
  onSend: (text: string, files: SentFiles) => void;
  /** Who '@' can mention: the chat's other members. */
  members: MentionUser[];
};

/**
 * The chat's composer: @mentions of the chat's members, the saved draft, the message being replied to (Escape cancels),
 * files attached with the paperclip (checked, uploaded with progress; the message goes once all are
 * up, text optional), typing and draft updates.
 */
export function ChatComposer({
  chatId,
  saved,
  disabled,
  replyTo,
  nameOf,
  onCancelReply,
  onTyping,
  onSend,
  members,
}: Props) {
  const draft = useChatDraft(chatId, saved);
  const uploads = useChatUploads();
  const send = (text: string) => {
    const done = uploads.items.filter((x) => x.resource);
    onSend(text, {
      files: done.map((x) => ({ fileId: x.fileId!, thumbnailFileId: x.thumbnailFileId })),
      resources: done.map((x) => x.resource!),
    });
    uploads.clear();
  };
  return (
    <MessageComposer
      key={draft.version}
      initialText={draft.text}
      onTextChange={(text) => {
        draft.onTextChange(text);
        if (text) onTyping();
      }}
      onSend={send}
      max={CHAT_MESSAGE_MAX}
      testId="chat"
      disabled={disabled}
      bordered
      focusKey={replyTo?.mid}
      onEscape={replyTo ? onCancelReply : undefined}
      mentionUsers={members}
      allowEmpty={uploads.ready}
      holdSend={uploads.items.length > 0 && !uploads.ready}
      leftSection={<AttachButton disabled={disabled} onFiles={uploads.add} />}
      above={
        <>
          {replyTo && <ReplyingTo replyTo={replyTo} nameOf={nameOf} onCancel={onCancelReply} />}
          {uploads.items.length > 0 && (
            <Group gap="xs" mb={6} data-testid="chat-uploads">
              {uploads.items.map((u) => (
                <UploadChip key={u.key} u={u} onRemove={() => uploads.remove(u.key)} />
              ))}
            </Group>
          )}
        </>
      }
    />
  );
}
