import { Anchor, Modal, ScrollArea, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useShellUi } from '../../lib/shellUi';
import { ReleaseNotes } from './ReleaseNotes';

/**
 * The What's New modal (spec 000 §2.10). 'message us' opens the direct chat with the support user
 * (/chat?support=1: the server knows who that is, config SUPPORT_USER_ID — the spec's fixed ids belong
 * to another deployment) and closes the modal after 1 s; 'Feedback Panel' opens the feedback drawer in its place.
 */
export default function WhatsNewModal({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const { open } = useShellUi();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="What's New?"
      size="lg"
      scrollAreaComponent={ScrollArea.Autosize}
    >
      <ReleaseNotes />
      <Text size="sm" c="dimmed" mt="lg">
        Questions or ideas? Tell us in the{' '}
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => open('feedback')}
          data-testid="whats-new-feedback"
        >
          Feedback Panel
        </Anchor>{' '}
        or{' '}
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => {
            navigate('/chat?support=1');
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
