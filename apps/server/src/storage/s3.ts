import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { byteLimit } from './limit.js';
import {
  FileTooLargeError,
  isSafeKey,
  KeyExistsError,
  UnsafeKeyError,
  type FileStorage,
} from './types.js';

/**
 * Where the S3 driver keeps files (config S3_*): the bucket, the endpoint of a non-AWS server
 * (absent: AWS), its region, path-style addressing (`<endpoint>/<bucket>/<key>`, what most
 * self-hosted servers need) and whether downloads redirect to a signed URL. Credentials come from
 * the SDK's default chain (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, AWS_PROFILE, instance roles…).
 */
export type S3Config = {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  forcePathStyle: boolean;
  signedDownloads: boolean;
};

/** How long a signed download URL works, in seconds. */
const SIGNED_URL_SECONDS = 60;
/** Multipart part size (S3's minimum, 5 MiB) and parts sent at once: at most ~10 MiB of an upload in memory. */
const PART_BYTES = 5 * 1024 * 1024;
const PARTS_AT_ONCE = 2;

const statusOf = (e: unknown) =>
  e instanceof S3ServiceException ? e.$metadata.httpStatusCode : undefined;

/**
 * The S3-compatible driver: key `a/b.pdf` is object `a/b.pdf` of the bucket. `put` streams the body
 * through a byte counter into a (multipart past 5 MiB) upload, aborted past `maxBytes`, so the size
 * and type checks stay on this server and nothing is stored; keys are never overwritten. With
 * `signedDownloads`, `downloadUrl` answers a 60-second signed GET URL that names the file.
 */
export function createS3Storage(config: S3Config): FileStorage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    // Non-AWS servers often reject the SDK's newer default checksums (aws-chunked bodies with trailers).
    ...(config.endpoint
      ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
      : {}),
  });
  const Bucket = config.bucket;
  const safe = (key: string) => {
    if (!isSafeKey(key)) throw new UnsafeKeyError(`unsafe storage key: ${key}`);
    return key;
  };
  const exists = async (Key: string) => {
    try {
      await client.send(new HeadObjectCommand({ Bucket, Key }));
      return true;
    } catch (e) {
      if (statusOf(e) === 404) return false;
      throw e;
    }
  };
  return {
    async put(key, body, opts) {
      const Key = safe(key);
      const counter = byteLimit(opts.maxBytes);
      try {
        // `IfNoneMatch: '*'` makes the write itself refuse an existing key on servers that honour it
        // (AWS S3 since 2024, MinIO…: 412). Others ignore it (s3rver), so the key is looked up first;
        // there, two writes of one key in the same instant could both pass the look-up — keys are
        // fresh random ids from the server (files/upload.ts), so this is a guard, not a lock.
        if (await exists(Key)) throw new KeyExistsError(`key exists: ${key}`);
        body.on('error', (e) => counter.destroy(e));
        body.pipe(counter);
        const upload = new Upload({
          client,
          params: { Bucket, Key, Body: counter, ContentType: opts.contentType, IfNoneMatch: '*' },
          partSize: PART_BYTES,
          queueSize: PARTS_AT_ONCE,
        });
        // A failed multipart upload is aborted (its parts deleted) by lib-storage; s3rver has no
        // AbortMultipartUpload, so there the parts stay in its uploads folder, never as an object.
        await upload.done();
      } catch (e) {
        body.unpipe(counter);
        body.resume(); // let the rest of a request drain
        counter.destroy();
        if (counter.errored instanceof FileTooLargeError) throw counter.errored; // whatever the abort answered
        const status = statusOf(e);
        if (status === 412 || status === 409) throw new KeyExistsError(`key exists: ${key}`);
        throw e;
      }
      return counter.bytes();
    },
    async get(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: safe(key) }));
        return res.Body as Readable;
      } catch (e) {
        if (statusOf(e) === 404) return null;
        throw e;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: safe(key) })); // no error when absent
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    ...(config.signedDownloads && {
      downloadUrl: (key, { contentType, disposition }) =>
        getSignedUrl(
          client,
          new GetObjectCommand({
            Bucket,
            Key: safe(key),
            ResponseContentType: contentType,
            ResponseContentDisposition: disposition,
            ResponseCacheControl: 'private, no-store',
          }),
          { expiresIn: SIGNED_URL_SECONDS },
        ),
    }),
  };
}
