import { Alert, Button, Drawer, Group, Stack, Textarea } from '@mantine/core';
import { FEEDBACK_MESSAGES, FEEDBACK_TEXT_MAX } from '@crm/contracts';
import { FeedbackSent } from './FeedbackSent';
import { useFeedbackSend } from './useFeedbackSend';
import { VoiceControls } from './VoiceControls';

/**
 * 'Feedback?' (spec 000 §2.8, §5): text and/or a voice recording; SEND is off while both
 * are empty and nothing is being recorded, and SEND while recording stops the recording and sends it;
 * the recording goes through the signed upload (FEEDBACK_AUDIO), then POST /api/feedback with
 * the screen it was sent from; 'Uploading...' meanwhile; 'Feedback sent!' with CLOSE after.
 */
export default function FeedbackDrawer({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  const f = useFeedbackSend(onClose);
  return (
    <Drawer
      opened={opened}
      onClose={f.close}
      position="right"
      size="md"
      title="Feedback?"
      data-testid="feedback-drawer"
    >
      {f.sent ? (
        <FeedbackSent onClose={f.close} />
      ) : (
        <Stack>
          <Textarea
            placeholder="Type your feedback/suggestion"
            aria-label="Your feedback"
            autosize
            minRows={5}
            maxRows={12}
            value={f.text}
            onChange={(e) => f.setText(e.currentTarget.value)}
            error={f.tooLong ? `Maximum ${FEEDBACK_TEXT_MAX} characters allowed` : undefined}
            data-autofocus
            data-testid="feedback-text"
          />
          <Group gap="sm">
            <VoiceControls voice={f.voice} />
          </Group>
          {f.voice.error && (
            <Alert color="red" data-testid="feedback-mic-error">
              {f.voice.error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={f.close} disabled={f.sending}>
              CANCEL
            </Button>
            <Button
              onClick={() => void f.send()}
              loading={f.sending}
              disabled={!f.sendable}
              data-testid="feedback-send"
            >
              {f.sending ? FEEDBACK_MESSAGES.uploading : 'SEND'}
            </Button>
          </Group>
        </Stack>
      )}
    </Drawer>
  );
}
