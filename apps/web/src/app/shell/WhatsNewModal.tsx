import { Anchor, Modal, ScrollArea, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { ReleaseNotes } from './ReleaseNotes';

/** Fixed support user for 'message us' (spec 000 §2.10): 6105 in production, 1 otherwise. */
export const SUPPORT_USER_ID = import.meta.env.PROD ? 6105 : 1;

/**
 * The What's New modal (spec 000 §2.10). 'message us' goes to chat and closes the modal after
 * 1 s; opening the direct chat with SUPPORT_USER_ID waits for the chat feature.
 */
export default function WhatsNewModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <Modal opened={opened} onClose={onClose} title="What's New?" size="lg" scrollAreaComponent={ScrollArea.Autosize}>
      <ReleaseNotes />
      <Text size="sm" c="dimmed" mt="lg">
        Questions or ideas?{' '}
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => {
            navigate(`/chat?userId=${SUPPORT_USER_ID}`);
            setTimeout(onClose, 1000);
          }}
        >
          message us
        </Anchor>
        .
      </Text>
    </Modal>
  );
}
