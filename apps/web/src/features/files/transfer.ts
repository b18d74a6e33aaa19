import {
  contentTypeForFileName,
  FILE_MESSAGES,
  fileRoutes,
  MAX_FILE_SIZE_BYTES,
  type FilePurpose,
  type UploadLink,
  type UploadResult,
} from '@crm/contracts';
import { ApiError } from '../../lib/api';
import { callRoute } from '../../lib/useApi';
import { readSession } from '../../lib/session';
import { fetchFile } from '../../lib/storedFiles';

/** The spec's checks before an upload (001 §5, §9): a supported extension and at most 100 MB. Returns the error text or null. */
export function checkUploadable(file: File): string | null {
  if (!contentTypeForFileName(file.name)) return FILE_MESSAGES.formatNotSupported;
  if (file.size > MAX_FILE_SIZE_BYTES) return FILE_MESSAGES.tooLarge;
  return null;
}

/**
 * Sends the link's fields, then the file, as multipart to the link's URL (the upload entry,
 * fileRoutes.upload) with XMLHttpRequest so that upload progress (0–1) is reported.
 */
function postForm(
  link: UploadLink,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(link.fields)) form.append(k, v);
    form.append('file', file, link.fileName);
    const xhr = new XMLHttpRequest();
    xhr.open(fileRoutes.upload.method, link.url);
    const token = readSession()?.token;
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      let body: { data?: UploadResult; error?: string; message?: string } = {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        /* not JSON */
      }
      if (xhr.status === 200 && body.data) resolve(body.data);
      else
        reject(
          new ApiError(
            xhr.status,
            body.error ?? 'ERROR',
            body.message ?? FILE_MESSAGES.uploadFailed,
          ),
        );
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', FILE_MESSAGES.uploadFailed));
    xhr.onabort = () => reject(new ApiError(0, 'ABORTED', FILE_MESSAGES.uploadFailed));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}

/**
 * The signed-link upload of spec 000 §7 / 001 §7: GET /api/files/upload-link with the content type
 * (from the extension), purpose and file name, then the multipart POST with progress.
 */
export async function uploadFile(
  file: File,
  purpose: FilePurpose,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadResult> {
  const contentType = contentTypeForFileName(file.name);
  if (!contentType)
    throw new ApiError(415, 'UNSUPPORTED_FILE_TYPE', FILE_MESSAGES.formatNotSupported);
  const link = await callRoute(fileRoutes.uploadLink, {
    contentType,
    purpose,
    fileName: file.name,
    size: file.size,
  });
  return postForm(link, file, onProgress, signal);
}

/**
 * Downloads a stored file with the bearer token and saves it under `fileName` (spec 001 §5: 'No file
 * found' when it is gone, 'File type not supported' for an unknown type). Throws the toast text.
 */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  if (!contentTypeForFileName(fileName)) throw new Error(FILE_MESSAGES.typeNotSupported);
  const blobUrl = URL.createObjectURL(await fetchFile(url));
  const a = Object.assign(document.createElement('a'), { href: blobUrl, download: fileName });
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(blobUrl), 1000);
}
