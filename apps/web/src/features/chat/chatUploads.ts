import { useRef, useState } from 'react';
import { CHAT_FILES_MAX, corruptedFileMessage, fileKindOf, type MessageFile } from '@crm/contracts';
import { checkUploadable, uploadFile } from '../files';

/** Edge of a video's generated thumbnail, px (001 §4 upload: 100×100 at half its duration). */
const THUMB_PX = 100;
/** Images a browser can decode, checked before upload ('is corrupted or unreadable', 001 §5). */
const DECODABLE = ['png', 'jpg', 'jpeg', 'gif', 'bmp'];

/** Whether an image file decodes (a browser that cannot judge the format lets it through). */
async function readableImage(file: File): Promise<boolean> {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!DECODABLE.includes(ext) || typeof createImageBitmap !== 'function') return true;
  try {
    (await createImageBitmap(file)).close();
    return true;
  } catch {
    return false;
  }
}

/** A video's frame at half its duration, cropped to a 100×100 PNG; null when the browser cannot play it (5 s at most). */
function videoThumbnail(file: File): Promise<File | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    const done = (out: File | null) => {
      clearTimeout(timer);
      URL.revokeObjectURL(url);
      resolve(out);
    };
    const timer = setTimeout(() => done(null), 5_000);
    video.muted = true;
    video.preload = 'metadata';
    video.onloadedmetadata = () => {
      video.currentTime = Number.isFinite(video.duration) ? video.duration / 2 : 0;
    };
    video.onseeked = () => {
      const canvas = document.createElement('canvas');
      canvas.width = THUMB_PX;
      canvas.height = THUMB_PX;
      const side = Math.min(video.videoWidth, video.videoHeight);
      const ctx = canvas.getContext('2d');
      if (!ctx || !side) return done(null);
      ctx.drawImage(
        video,
        (video.videoWidth - side) / 2,
        (video.videoHeight - side) / 2,
        side,
        side,
        0,
        0,
        THUMB_PX,
        THUMB_PX,
      );
      canvas.toBlob(
        (blob) =>
          done(
            blob
              ? new File([blob], `${file.name.replace(/\.[^.]+$/, '')}-thumbnail.png`, {
                  type: 'image/png',
                })
              : null,
          ),
        'image/png',
      );
    };
    video.onerror = () => done(null);
    video.src = url;
  });
}

/** A file being attached to the next message: its progress (0–1), error, and once uploaded its stored ids. */
export type PendingUpload = {
  key: string;
  file: File;
  progress: number;
  error: string | null;
  fileId: number | null;
  thumbnailFileId: number | null;
  resource: MessageFile | null;
};

/**
 * The composer's attachments: each picked file is checked (type and 100 MB, 001 §5;
 * an image that does not decode is 'corrupted or unreadable'), a video gets its thumbnail, and it is
 * uploaded through the signed link with progress. At most CHAT_FILES_MAX a message.
 */
export function useChatUploads() {
  const [items, setItems] = useState<PendingUpload[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const patch = (key: string, p: Partial<PendingUpload>) =>
    setItems((cur) => cur.map((x) => (x.key === key ? { ...x, ...p } : x)));

  const upload = async (item: PendingUpload) => {
    const { key, file } = item;
    const refused =
      checkUploadable(file) ??
      ((await readableImage(file)) ? null : corruptedFileMessage(file.name));
    if (refused) return patch(key, { error: refused });
    const abort = new AbortController();
    controllers.current.set(key, abort);
    try {
      const thumb = fileKindOf(file.name) === 'video' ? await videoThumbnail(file) : null;
      const thumbUp = thumb
        ? await uploadFile(thumb, 'CHAT_FILE', () => undefined, abort.signal)
        : null;
      const up = await uploadFile(
        file,
        'CHAT_FILE',
        (progress) => patch(key, { progress }),
        abort.signal,
      );
      const resource: MessageFile = {
        fileId: up.fileId,
        fileName: up.fileName,
        size: up.size,
        contentType: up.contentType,
        fileType: up.fileName.split('.').pop()?.toLowerCase() ?? '',
        url: up.url,
        thumbnailUrl: thumbUp?.url ?? null,
      };
      patch(key, {
        progress: 1,
        fileId: up.fileId,
        thumbnailFileId: thumbUp?.fileId ?? null,
        resource,
      });
    } catch (e) {
      patch(key, { error: e instanceof Error ? e.message : String(e) });
    } finally {
      controllers.current.delete(key);
    }
  };

  return {
    items,
    /** Adds picked files (beyond the limit they are marked, not uploaded). */
    add: (files: File[]) => {
      const room = Math.max(0, CHAT_FILES_MAX - items.length);
      const added = files.map((file, i): PendingUpload => ({
        key: `${Date.now()}-${i}-${file.name}`,
        file,
        progress: 0,
        error: i < room ? null : `At most ${CHAT_FILES_MAX} files in one message`,
        fileId: null,
        thumbnailFileId: null,
        resource: null,
      }));
      setItems((cur) => [...cur, ...added]);
      for (const item of added) if (!item.error) void upload(item);
    },
    /** Removes one (stopping its upload). */
    remove: (key: string) => {
      controllers.current.get(key)?.abort();
      setItems((cur) => cur.filter((x) => x.key !== key));
    },
    clear: () => setItems([]),
    /** Every picked file uploaded (none failed or still going). */
    ready: items.length > 0 && items.every((x) => x.fileId !== null),
    busy: items.some((x) => x.fileId === null && !x.error),
  };
}
