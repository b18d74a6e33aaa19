import {
  ActionIcon,
  Box,
  Group,
  Image,
  Skeleton,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconDownload, IconPlayerPlayFilled } from '@tabler/icons-react';
import { fileKindOf, formatFileSize, type MessageFile } from '@crm/contracts';
import { toastError } from '../../lib/api';
import { FileTypeIcon, downloadFile } from '../files';
import { useFileObjectUrl } from '../../lib/storedFiles';

const download = (f: MessageFile) =>
  void downloadFile(f.url, f.fileName).catch((e: unknown) => toastError(e));

/** An image (or a video's thumbnail with a play mark) that downloads the file on click. */
function Preview({ f, src, video }: { f: MessageFile; src: string; video: boolean }) {
  const img = useFileObjectUrl(src);
  if (img.failed) return <FileCard f={f} />;
  return (
    <UnstyledButton
      onClick={() => download(f)}
      aria-label={`Download ${f.fileName}`}
      pos="relative"
      style={{ display: 'block', borderRadius: 8, overflow: 'hidden' }}
      data-testid="message-file-preview"
    >
      {img.src ? (
        <Image
          src={img.src}
          alt={f.fileName}
          maw={video ? 100 : 240}
          mah={video ? 100 : 240}
          fit="cover"
          radius="md"
        />
      ) : (
        <Skeleton w={video ? 100 : 160} h={video ? 100 : 120} />
      )}
      {video && (
        <Box
          pos="absolute"
          top="50%"
          left="50%"
          style={{
            transform: 'translate(-50%, -50%)',
            color: 'white',
            filter: 'drop-shadow(0 0 3px rgba(0,0,0,0.6))',
          }}
        >
          <IconPlayerPlayFilled size={28} />
        </Box>
      )}
    </UnstyledButton>
  );
}

/** A file as a card: its type icon, name, size and a download button (001 §5 'No file found', 'File type not supported'). */
export function FileCard({ f }: { f: MessageFile }) {
  return (
    <Group
      gap="xs"
      wrap="nowrap"
      px={8}
      py={6}
      w={240}
      maw="100%"
      bg="white"
      c="dark"
      style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
      data-testid="message-file"
    >
      <FileTypeIcon fileName={f.fileName} size={26} />
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Text size="xs" fw={600} truncate="end" title={f.fileName}>
          {f.fileName}
        </Text>
        <Text size="10px" c="dimmed">
          {formatFileSize(f.size)} · {f.fileType.toUpperCase()}
        </Text>
      </Stack>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={`Download ${f.fileName}`}
        onClick={() => download(f)}
        data-testid="message-file-download"
      >
        <IconDownload size={16} />
      </ActionIcon>
    </Group>
  );
}

/** A message's files: images previewed, videos by their thumbnail, other files as cards. */
export function MessageFiles({ files }: { files: MessageFile[] }) {
  if (!files.length) return null;
  return (
    <Stack gap={6} mb={4} data-testid="message-files">
      {files.map((f) => {
        const kind = fileKindOf(f.fileName);
        if (kind === 'image' && ['png', 'jpg', 'jpeg', 'gif', 'bmp'].includes(f.fileType))
          return <Preview key={f.fileId} f={f} src={f.url} video={false} />;
        if (kind === 'video' && f.thumbnailUrl)
          return <Preview key={f.fileId} f={f} src={f.thumbnailUrl} video />;
        return <FileCard key={f.fileId} f={f} />;
      })}
    </Stack>
  );
}
