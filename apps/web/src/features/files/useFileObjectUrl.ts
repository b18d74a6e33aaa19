import { useQuery } from '@tanstack/react-query';
import { fetchFile } from './transfer';

/**
 * A stored file (an image, a video thumbnail) as an object URL an <img> can show: downloads need the
 * bearer token, so the bytes are fetched once per URL and kept while the page lives (stored files never
 * change under their URL). Null while loading or when the file is gone.
 */
export function useFileObjectUrl(url: string | null): { src: string | null; failed: boolean } {
  const q = useQuery({
    queryKey: ['file-object-url', url],
    queryFn: async () => URL.createObjectURL(await fetchFile(url!)),
    enabled: !!url,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  return { src: q.data ?? null, failed: q.isError };
}
