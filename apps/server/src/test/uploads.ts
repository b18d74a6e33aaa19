import { fileRoutes, type FilePurpose } from '@crm/contracts';
import type { TestApp } from './harness.js';

/** A file to upload in a test: its name, content type and bytes. */
export type TestFile = { name: string; type: string; bytes: Uint8Array<ArrayBuffer> };

/** A multipart/form-data body (fields in order, then `file`), built with the platform's FormData. */
async function formBody(fields: Record<string, string>, file?: TestFile) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  if (file) fd.append('file', new Blob([file.bytes], { type: file.type }), file.name);
  const res = new Response(fd);
  return {
    payload: Buffer.from(await res.arrayBuffer()),
    contentType: res.headers.get('content-type')!,
  };
}

/**
 * A multipart/form-data body with one `file` field (`type` its content type), written out by hand so that a test can send what FormData
 * would refuse or rewrite (a NUL in the file name): `payload` and the `headers` carrying its boundary.
 */
export function multipartFile(
  fileName: string,
  content: Buffer | string,
  type = 'application/octet-stream',
) {
  const boundary = `----crmtest${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`;
  const payload = Buffer.concat([
    Buffer.from(head),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** POSTs a signed link's fields and a file to /api/files/upload as `email`. */
export async function postUpload(
  t: TestApp,
  email: string,
  fields: Record<string, string>,
  file?: TestFile,
) {
  const { payload, contentType } = await formBody(fields, file);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/files/upload',
    headers: { authorization: await t.auth(email), 'content-type': contentType },
    payload,
  });
  return { status: res.statusCode, body: res.json() };
}

/** The whole signed-link upload of `file` for `purpose` as `email`: answers the stored file (fileId, url…). */
export async function uploadAs(
  t: TestApp,
  email: string,
  purpose: FilePurpose,
  file: TestFile,
): Promise<{ fileId: number; url: string }> {
  const link = await t.call(email, fileRoutes.uploadLink, {
    contentType: file.type,
    purpose,
    fileName: file.name,
    size: file.bytes.length,
  });
  if (link.status !== 200)
    throw new Error(`upload link: ${link.status} ${JSON.stringify(link.body)}`);
  const up = await postUpload(t, email, link.body.data.fields, file);
  if (up.status !== 200) throw new Error(`upload: ${up.status} ${JSON.stringify(up.body)}`);
  return up.body.data;
}
