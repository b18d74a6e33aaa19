import {
  ActionIcon,
  Alert,
  Button,
  Drawer,
  Group,
  Stack,
  Text,
  Textarea,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCheck, IconMicrophone, IconPlayerStopFilled, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { FEEDBACK_MESSAGES, FEEDBACK_TEXT_MAX, feedbackRoutes } from '@crm/contracts';
import { toastError } from '../../lib/api';
import { callRoute } from '../../lib/useApi';
import { uploadFile } from '../files';
import { canSend } from './recorder';
import { useVoiceRecorder } from './useVoiceRecorder';

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
  const { pathname } = useLocation();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const voice = useVoiceRecorder();
  const tooLong = text.length > FEEDBACK_TEXT_MAX;
  const close = () => {
    voice.cancel();
    setText('');
    setSent(false);
    onClose();
  };
  const send = async () => {
    setSending(true);
    try {
      // SEND while recording stops the recording and sends it
      const recording = voice.recording ? await voice.stop() : voice.result;
      const media = recording
        ? await uploadFile(recording.file, 'FEEDBACK_AUDIO', () => undefined)
        : null;
      await callRoute(feedbackRoutes.send, {
        feedbackText: text.trim(),
        mediaUrl: media?.url ?? null,
        screenName: pathname,
      });
      setSent(true);
    } catch (e) {
      toastError(e);
    } finally {
      setSending(false);
    }
  };
  return (
    <Drawer
      opened={opened}
      onClose={close}
      position="right"
      size="md"
      title="Feedback?"
      data-testid="feedback-drawer"
    >
      {sent ? (
        <Stack align="center" py="xl" gap="sm" data-testid="feedback-sent">
          <ThemeIcon size={56} radius="xl" color="green" variant="light">
            <IconCheck size={30} />
          </ThemeIcon>
          <Title order={4}>{FEEDBACK_MESSAGES.panelSent}</Title>
          <Text size="sm" c="dimmed" ta="center">
            Thank you. The team reads every one.
          </Text>
          <Button onClick={close} data-testid="feedback-close">
            CLOSE
          </Button>
        </Stack>
      ) : (
        <Stack>
          <Textarea
            placeholder="Type your feedback/suggestion"
            aria-label="Your feedback"
            autosize
            minRows={5}
            maxRows={12}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            error={tooLong ? `Maximum ${FEEDBACK_TEXT_MAX} characters allowed` : undefined}
            data-autofocus
            data-testid="feedback-text"
          />
          <Group gap="sm">
            {voice.recording ? (
              <Button
                color="red"
                variant="light"
                leftSection={<IconPlayerStopFilled size={16} />}
                onClick={() => void voice.stop()}
                data-testid="feedback-stop"
              >
                Stop ({voice.elapsed}s)
              </Button>
            ) : voice.result ? (
              <Group gap={6} wrap="nowrap" style={{ flex: 1 }}>
                <audio
                  controls
                  src={voice.result.url}
                  style={{ height: 36, flex: 1 }}
                  data-testid="feedback-recording"
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label="Discard the recording"
                  onClick={voice.discard}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            ) : (
              <Button
                variant="light"
                leftSection={<IconMicrophone size={16} />}
                onClick={() => void voice.start()}
                data-testid="feedback-record"
              >
                Record a voice message
              </Button>
            )}
          </Group>
          {voice.error && (
            <Alert color="red" data-testid="feedback-mic-error">
              {voice.error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={sending}>
              CANCEL
            </Button>
            <Button
              onClick={() => void send()}
              loading={sending}
              disabled={
                !canSend({
                  text,
                  recording: voice.recording,
                  hasRecording: !!voice.result,
                  tooLong,
                })
              }
              data-testid="feedback-send"
            >
              {sending ? FEEDBACK_MESSAGES.uploading : 'SEND'}
            </Button>
          </Group>
        </Stack>
      )}
    </Drawer>
  );
}
