import { Button, FileButton, Group, Image, Progress, Stack, Text } from '@mantine/core';
import { IconPhotoUp, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { errorText } from '../../../lib/api';
import { useFileObjectUrl } from '../../../lib/storedFiles';
import { checkUploadable, uploadFile } from '../../files';

const IMAGE_TYPES = 'image/png,image/jpeg,image/gif';

/**
 * The event's image: uploaded through the signed link (spec 000 §7; an image upload of purpose
 * EVENT_IMAGE), previewed, and removable. `value` is the stored file's URL or ''.
 */
export function EventImageField({
  value,
  onChange,
}: {
  value: string;
  onChange: (url: string) => void;
}) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const preview = useFileObjectUrl(value.startsWith('/api/files/') ? value : null);
  const pick = async (file: File | null) => {
    if (!file) return;
    const refused = checkUploadable(file);
    if (refused) return setError(refused);
    setError(null);
    setProgress(0);
    try {
      const up = await uploadFile(file, 'EVENT_IMAGE', setProgress);
      onChange(up.url);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setProgress(null);
    }
  };
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        Image
      </Text>
      <Group>
        {preview.src && (
          <Image src={preview.src} alt="Event image" h={56} w={96} fit="cover" radius="sm" />
        )}
        <FileButton onChange={(f) => void pick(f)} accept={IMAGE_TYPES}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              size="xs"
              leftSection={<IconPhotoUp size={14} />}
              loading={progress !== null}
              data-testid="event-image-upload"
            >
              {value ? 'Replace image' : 'Upload image'}
            </Button>
          )}
        </FileButton>
        {value && (
          <Button
            variant="subtle"
            color="gray"
            size="xs"
            leftSection={<IconX size={14} />}
            onClick={() => onChange('')}
          >
            Remove
          </Button>
        )}
      </Group>
      {progress !== null && <Progress value={progress * 100} size="xs" />}
      {error && (
        <Text size="xs" c="red">
          {error}
        </Text>
      )}
    </Stack>
  );
}
