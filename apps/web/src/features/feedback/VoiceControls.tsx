import { ActionIcon, Button, Group } from '@mantine/core';
import { IconMicrophone, IconPlayerStopFilled, IconTrash } from '@tabler/icons-react';
import type { useVoiceRecorder } from './useVoiceRecorder';

/**
 * The feedback's voice message: 'Record a voice message'; while recording, Stop with the seconds elapsed;
 * once recorded, the recording to play and a button to discard it.
 */
export function VoiceControls({ voice }: { voice: ReturnType<typeof useVoiceRecorder> }) {
  if (voice.recording)
    return (
      <Button
        color="red"
        variant="light"
        leftSection={<IconPlayerStopFilled size={16} />}
        onClick={() => void voice.stop()}
        data-testid="feedback-stop"
      >
        Stop ({voice.elapsed}s)
      </Button>
    );
  if (voice.result)
    return (
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
    );
  return (
    <Button
      variant="light"
      leftSection={<IconMicrophone size={16} />}
      onClick={() => void voice.start()}
      data-testid="feedback-record"
    >
      Record a voice message
    </Button>
  );
}
