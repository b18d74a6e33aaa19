import { useFileObjectUrl } from './useFileObjectUrl';

/** An avatar's image source: stored pictures (`/api/files/…`, which need the token) as object URLs; any other URL as is. */
export function useAvatarSrc(url: string | null | undefined): string | null {
  const stored = !!url && url.startsWith('/api/files/');
  const file = useFileObjectUrl(stored ? url : null);
  return stored ? file.src : (url ?? null);
}
