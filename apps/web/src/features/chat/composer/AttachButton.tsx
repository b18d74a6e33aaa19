import { ActionIcon, FileButton, Tooltip } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { CONTENT_TYPES_BY_EXTENSION } from '@crm/contracts';

/** What the file picker offers: every supported extension (001 §9 file types). */
const ACCEPT = Object.keys(CONTENT_TYPES_BY_EXTENSION)
  .map((e) => `.${e}`)
  .join(',');

/** The composer's paperclip: picks files (several, of the supported types) to attach to the next message. */
export function AttachButton({
  disabled,
  onFiles,
}: {
  disabled: boolean;
  onFiles: (files: File[]) => void;
}) {
  return (
    <FileButton onChange={onFiles} multiple accept={ACCEPT} disabled={disabled}>
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
  );
}
