import { fileExtension } from '@crm/contracts';

/**
 * A file name safe to store and to put in a content-disposition header: the last path segment,
 * without control characters, quotes or separators, whitespace collapsed, at most 150 characters
 * with the extension kept. '' when nothing is left.
 */
export function cleanFileName(name: string): string {
  const last = name.split(/[\\/]/).pop() ?? '';
  const cleaned = last
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (cleaned.length <= 150) return cleaned;
  const ext = fileExtension(cleaned);
  return ext ? `${cleaned.slice(0, 149 - ext.length).trimEnd()}.${ext}` : cleaned.slice(0, 150);
}

/** content-disposition value for a download: an ASCII fallback name plus the UTF-8 name (RFC 6266). */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'download';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
