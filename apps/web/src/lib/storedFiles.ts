import { useQuery } from '@tanstack/react-query';
import { FILE_MESSAGES, MESSAGES, storedFileRoute } from '@crm/contracts';
import { readSession } from './session';
import { apiKey } from './useApi';

/** Fetches a stored file's bytes with the bearer token; throws 'No file found' / 'File type not supported' / the download failure text. */
export async function fetchFile(url: string): Promise<Blob> {
  const token = readSession()?.token;
  const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (res.status === 404) throw new Error(FILE_MESSAGES.noFileFound);
  if (res.status === 415) throw new Error(FILE_MESSAGES.typeNotSupported);
  if (!res.ok) throw new Error(MESSAGES.downloadFailed);
  return res.blob();
}

/**
 * A stored file (an image, a video thumbnail) as an object URL an <img> can show: downloads need the
 * bearer token, so the bytes are fetched once per URL and kept while the page lives (stored files never
 * change under their URL). Null while loading or when the file is gone.
 */
export function useFileObjectUrl(url: string | null): { src: string | null; failed: boolean } {
  const q = useQuery({
    queryKey: apiKey(storedFileRoute, url ? { url } : undefined),
    queryFn: async () => URL.createObjectURL(await fetchFile(url!)),
    enabled: !!url,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  return { src: q.data ?? null, failed: q.isError };
}

/** An avatar's image source: stored pictures (`/api/files/…`, which need the token) as object URLs; any other URL as is. */
export function useAvatarSrc(url: string | null | undefined): string | null {
  const stored = !!url && url.startsWith('/api/files/');
  const file = useFileObjectUrl(stored ? url : null);
  return stored ? file.src : (url ?? null);
}
