import { Text } from '@mantine/core';
import { useFileObjectUrl } from '../../lib/storedFiles';

/** A feedback recording, played in place (downloads need the token, so the bytes are fetched first). */
export function FeedbackRecording({ url }: { url: string }) {
  const audio = useFileObjectUrl(url);
  if (audio.failed)
    return (
      <Text size="xs" c="red">
        Recording unavailable
      </Text>
    );
  return audio.src ? (
    <audio
      controls
      src={audio.src}
      style={{ height: 32, maxWidth: 260 }}
      data-testid="feedback-audio"
    />
  ) : (
    <Text size="xs" c="dimmed">
      Loading…
    </Text>
  );
}
