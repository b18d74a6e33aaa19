import {
  ActionIcon,
  Box,
  CloseButton,
  FileButton,
  Group,
  Progress,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import {
  CHAT_MESSAGE_MAX,
  CONTENT_TYPES_BY_EXTENSION,
  formatFileSize,
  type MessageFile,
} from '@crm/contracts';
import { MessageComposer } from '../../components/MessageComposer';
import type { MentionUser } from '../../components/MentionTextarea';
import { FileTypeIcon } from '../files';
import { useChatUploads } from './chatUploads';
import type { ShownMessage } from './messageList';
import { QuotedReply } from './QuotedReply';
import { useChatDraft } from './useChatDraft';

/** What the file picker offers: every supported extension (001 §9 file types). */
const ACCEPT = Object.keys(CONTENT_TYPES_BY_EXTENSION)
  .map((e) => `.${e}`)
  .join(',');

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
      leftSection={
        <FileButton
          onChange={(files) => uploads.add(files)}
          multiple
          accept={ACCEPT}
          disabled={disabled}
        >
          {(props) => (
            <Tooltip label="Attach files (up to 100 MB each)">
              <ActionIcon
                {...props}
                size="lg"
                variant="subtle"
                color="gray"
                aria-label="Attach files"
                data-testid="chat-attach"
              >
                <IconPaperclip size={18} />
              </ActionIcon>
            </Tooltip>
          )}
        </FileButton>
      }
      above={
        <>
          {replyTo && (
            <Group gap="xs" wrap="nowrap" align="flex-start" mb={6} data-testid="chat-replying">
              <Box style={{ flex: 1, minWidth: 0 }}>
                <QuotedReply
                  quoted={{
                    id: replyTo.id,
                    mid: replyTo.mid,
                    from: replyTo.from,
                    content: replyTo.content,
                    isDeleted: replyTo.isDeleted,
                  }}
                  nameOf={nameOf}
                />
              </Box>
              <CloseButton
                size="sm"
                aria-label="Cancel the reply"
                onClick={onCancelReply}
                data-testid="chat-reply-cancel"
              />
            </Group>
          )}
          {uploads.items.length > 0 && (
            <Group gap="xs" mb={6} data-testid="chat-uploads">
              {uploads.items.map((u) => (
                <Group
                  key={u.key}
                  gap={6}
                  wrap="nowrap"
                  px={8}
                  py={4}
                  w={230}
                  style={{
                    border: `1px solid var(--mantine-color-${u.error ? 'red-4' : 'gray-3'})`,
                    borderRadius: 8,
                  }}
                  data-testid="chat-upload"
                  data-state={u.error ? 'failed' : u.fileId ? 'done' : 'uploading'}
                >
                  <FileTypeIcon fileName={u.file.name} size={20} />
                  <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                    <Text size="xs" truncate="end" title={u.file.name}>
                      {u.file.name}
                    </Text>
                    {u.error ? (
                      <Text size="10px" c="red" lineClamp={2} data-testid="chat-upload-error">
                        {u.error}
                      </Text>
                    ) : u.fileId ? (
                      <Text size="10px" c="dimmed">
                        {formatFileSize(u.file.size)}
                      </Text>
                    ) : (
                      <Progress
                        value={u.progress * 100}
                        size="xs"
                        aria-label={`Uploading ${u.file.name}`}
                      />
                    )}
                  </Stack>
                  <CloseButton
                    size="xs"
                    aria-label={`Remove ${u.file.name}`}
                    onClick={() => uploads.remove(u.key)}
                  />
                </Group>
              ))}
            </Group>
          )}
        </>
      }
    />
  );
}
