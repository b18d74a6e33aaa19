import { z } from 'zod';
import { Id, MessageResult, PageInfo, pageFields, SearchFor } from './common.js';
import { defineRoute } from './routes.js';

/** Largest file accepted, in bytes: 100 MB (spec 001 §9 'Chat file max 100MB'). */
export const MAX_FILE_SIZE_BYTES = 100 * 1024 * 1024;

/** Lifetime of a signed upload link, in ms (15 minutes). */
export const UPLOAD_LINK_TTL_MS = 15 * 60 * 1000;

/** Page size of the brand files list (the spec gives none; ours). */
const BRAND_FILES_PAGE_SIZE = 20;

/** What an upload is for (spec 000 §7 'purpose', default PROFILE_PHOTO; EVENT_IMAGE: an event's image, set by an admin). */
export const FILE_PURPOSES = [
  'PROFILE_PHOTO',
  'EVENT_IMAGE',
  'BRAND_FILE',
  'CHAT_FILE',
  'FEEDBACK_AUDIO',
  'DECK',
  'CASE_STUDY',
] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];

/**
 * The spec's file types (001 §9) by kind, each extension with the content types accepted for it (the
 * first is the canonical one a client should declare). HTML, SVG and scripts are not in the list:
 * they are never accepted, so never served.
 */
const FILE_TYPES = {
  audio: {
    mp3: ['audio/mpeg', 'audio/mp3'],
    m4a: ['audio/mp4', 'audio/x-m4a', 'audio/m4a'],
    aac: ['audio/aac', 'audio/x-aac'],
    wav: ['audio/wav', 'audio/x-wav', 'audio/wave'],
    wma: ['audio/x-ms-wma'],
    webm: ['audio/webm', 'video/webm'],
  },
  video: {
    mp4: ['video/mp4'],
    mpeg: ['video/mpeg'],
    mkv: ['video/x-matroska'],
    mpg: ['video/mpeg'],
    '3gp': ['video/3gpp', 'audio/3gpp'],
    avi: ['video/x-msvideo', 'video/avi'],
    mov: ['video/quicktime'],
    wmv: ['video/x-ms-wmv'],
  },
  image: {
    gif: ['image/gif'],
    png: ['image/png'],
    jpg: ['image/jpeg'],
    jpeg: ['image/jpeg'],
    tif: ['image/tiff'],
    bmp: ['image/bmp', 'image/x-ms-bmp'],
    eps: ['application/postscript', 'image/x-eps', 'application/eps'],
    heic: ['image/heic', 'image/heif'],
  },
  files: {
    pdf: ['application/pdf'],
    txt: ['text/plain'],
    doc: ['application/msword'],
    docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    xls: ['application/vnd.ms-excel'],
    xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ppt: ['application/vnd.ms-powerpoint'],
    pptx: ['application/vnd.openxmlformats-officedocument.presentationml.presentation'],
    odf: ['application/vnd.oasis.opendocument.formula'],
    ods: ['application/vnd.oasis.opendocument.spreadsheet'],
    rtf: ['application/rtf', 'text/rtf'],
    wps: ['application/vnd.ms-works'],
    zip: ['application/zip', 'application/x-zip-compressed'],
    '7z': ['application/x-7z-compressed'],
    tar: ['application/x-tar'],
    gz: ['application/gzip', 'application/x-gzip'],
    csv: ['text/csv', 'application/vnd.ms-excel'],
  },
} as const satisfies Record<string, Record<string, readonly string[]>>;
export type FileKind = keyof typeof FILE_TYPES;

/** Accepted content types of every supported extension (lower case, no dot). */
export const CONTENT_TYPES_BY_EXTENSION: Record<string, readonly string[]> = Object.assign(
  {},
  ...Object.values(FILE_TYPES),
);

/** Extensions of the 'media' tab (audio, video, image) and of the 'docs' tab (spec 001 §9 file-type tabs). */
export const MEDIA_EXTENSIONS = [
  ...Object.keys(FILE_TYPES.audio),
  ...Object.keys(FILE_TYPES.video),
  ...Object.keys(FILE_TYPES.image),
];
export const DOC_EXTENSIONS = Object.keys(FILE_TYPES.files);

/** The lower-case extension of a file name without the dot, or '' when it has none. */
export function fileExtension(fileName: string): string {
  const m = /\.([A-Za-z0-9]{1,10})$/.exec(fileName.trim());
  return m ? m[1]!.toLowerCase() : '';
}

/** The canonical content type to declare for a file name, or null when its extension is not supported. */
export function contentTypeForFileName(fileName: string): string | null {
  return CONTENT_TYPES_BY_EXTENSION[fileExtension(fileName)]?.[0] ?? null;
}

/** Whether `contentType` (parameters ignored) is accepted for the extension of `fileName`. */
export function isAcceptedFileType(fileName: string, contentType: string): boolean {
  const base = contentType.split(';')[0]!.trim().toLowerCase();
  return !!CONTENT_TYPES_BY_EXTENSION[fileExtension(fileName)]?.includes(base);
}

/** The kind of a file name's extension (audio, video, image, files) or null. */
export function fileKindOf(fileName: string): FileKind | null {
  const ext = fileExtension(fileName);
  return (Object.keys(FILE_TYPES) as FileKind[]).find((k) => ext in FILE_TYPES[k]) ?? null;
}

/** A size in bytes with the spec's units B, KB, MB, GB (spec 001 §9), 1024-based: 1536 → '1.5 KB'. */
export function formatFileSize(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'] as const;
  let n = bytes;
  let i = 0;
  while (n >= 1024 && i < units.length - 1) {
    n /= 1024;
    i++;
  }
  return `${i === 0 ? n : +n.toFixed(n < 10 ? 1 : 0)} ${units[i]}`;
}

/**
 * A file name cut to `max` characters keeping its extension, with an ellipsis (spec 001 §5 'Truncated
 * file names keep the extension and add an ellipsis'): ('Quarterly sponsorship deck.pdf', 20) → 'Quarterly spons….pdf'.
 */
export function truncateFileName(name: string, max = 20): string {
  if (name.length <= max) return name;
  const ext = fileExtension(name);
  const tail = ext ? `.${ext}` : '';
  return `${name.slice(0, Math.max(1, max - tail.length - 1))}…${tail}`;
}

/** 'The file "{name truncated to 20}" is corrupted or unreadable.' (spec 001 §5). */
export const corruptedFileMessage = (name: string) =>
  `The file "${truncateFileName(name)}" is corrupted or unreadable.`;

/** User-facing messages of uploads and downloads (spec 000 §5, 001 §5, §8). */
export const FILE_MESSAGES = {
  fileNameAndTypeRequired: 'filename and type are required',
  formatNotSupported: 'The file format is not supported. Please try a different file.',
  typeNotSupported: 'File type not supported',
  tooLarge: 'File size should be less than 100MB',
  noFileFound: 'No file found',
  linkInvalid: 'The upload link is invalid. Please try again.',
  linkExpired: 'The upload link has expired. Please try again.',
  linkUsed: 'The upload link has already been used.',
  notUploader: 'You can only use files you uploaded',
  attachNotAllowed: 'You can only add files to brands you may edit',
  alreadyAttached: 'This file is already attached to another brand',
  uploaded: 'File uploaded successfully',
  deleted: 'File deleted successfully',
  deleteNotAllowed:
    'Only the uploader, a brand owner, a project owner or an admin can delete this file',
  uploadFailed: 'Upload failed. Please try again.',
  /** An upload (POST /api/files/upload, an import's parse) with another body than multipart/form-data (JSON, a form, text): 415 MULTIPART_REQUIRED. */
  multipartRequired:
    'Send the upload as multipart/form-data, the file in the field "file" (after the upload link’s fields, for a signed-link upload).',
} as const;

/**
 * GET /api/files/upload-link?contentType&purpose&fileName[&size]: a signed, short-lived upload policy
 * (spec 000 §7 'File upload', 001 §7 'Signed-URL upload'). `size` (bytes, optional) lowers the
 * policy's size limit below MAX_FILE_SIZE_BYTES. 400 'filename and type are required' without both.
 */
export const UploadLinkQuery = z
  .object({
    contentType: z.string().trim().max(200).optional(),
    fileName: z.string().trim().max(255).optional(),
    purpose: z.enum(FILE_PURPOSES).default('PROFILE_PHOTO'),
    size: z
      .union([z.number(), z.string().regex(/^\d+$/, 'must be an integer').transform(Number)])
      .pipe(z.number().int().min(0))
      .optional(),
  })
  .refine((q) => !!q.contentType && !!q.fileName, {
    message: FILE_MESSAGES.fileNameAndTypeRequired,
    path: ['fileName'],
  });
export type UploadLinkQuery = z.input<typeof UploadLinkQuery>;

/**
 * The signed link: POST a multipart form to `url` with every entry of `fields` first, then the
 * bytes as `file`. `fileName` is the (cleaned) name the file will carry; `expiresAt` ISO UTC;
 * `maxSize` in bytes.
 */
export const UploadLink = z.object({
  url: z.string(),
  fileName: z.string(),
  fields: z.object({
    key: z.string(),
    policy: z.string(),
    signature: z.string(),
    'Content-Type': z.string(),
  }),
  expiresAt: z.string(),
  maxSize: z.number(),
});
export type UploadLink = z.infer<typeof UploadLink>;

/** Answer of POST /api/files/upload: the new file's id and its download URL. */
export const UploadResult = z.object({
  fileId: z.number(),
  url: z.string(),
  fileName: z.string(),
  size: z.number(),
  contentType: z.string(),
});
export type UploadResult = z.infer<typeof UploadResult>;

/** GET /api/files/{fileId}. */
export const FileParams = z.object({ publicId: z.uuid() });

/** PUT /api/brand/files {brandId, fileId}: attach a file the caller uploaded to a brand. */
export const BrandFileAttachRequest = z.object({ brandId: Id, fileId: Id });
export type BrandFileAttachRequest = z.input<typeof BrandFileAttachRequest>;

/** File-type tabs of spec 001 §9: All, media (audio, video, image), docs. */
export const FILE_TABS = ['all', 'media', 'docs'] as const;
export type FileTab = (typeof FILE_TABS)[number];

/** POST /api/brand/files: one page of a brand's files, newest first, by name search and tab. */
export const BrandFileListRequest = z.object({
  brandId: Id,
  ...pageFields(BRAND_FILES_PAGE_SIZE),
  searchFor: SearchFor,
  type: z.enum(FILE_TABS).default('all'),
});
export type BrandFileListRequest = z.input<typeof BrandFileListRequest>;

/** A stored file as lists show it: size in bytes, `fileType` its extension, `url` its download path (GET /api/files/{publicId}). */
export const StoredFile = z.object({
  fileId: z.number(),
  fileName: z.string(),
  size: z.number(),
  contentType: z.string(),
  fileType: z.string(),
  url: z.string(),
});

/** A brand file as listed: dates ISO UTC. */
export const BrandFile = StoredFile.extend({
  uploadedBy: z.object({ userId: z.number(), userName: z.string() }),
  uploadedOn: z.string(),
  canDelete: z.boolean(),
});
export type BrandFile = z.infer<typeof BrandFile>;

export const BrandFileListResult = PageInfo.extend({ files: z.array(BrandFile) });
export type BrandFileListResult = z.infer<typeof BrandFileListResult>;

/** POST /api/brand/files/removal {fileId}: soft-delete a brand file (uploader, brand owners, PO, ADMIN). */
export const BrandFileRemovalRequest = z.object({ fileId: Id });
export type BrandFileRemovalRequest = z.input<typeof BrandFileRemovalRequest>;

/**
 * The files module's endpoints (spec 000 §7 'File upload', 001 §7 'Signed-URL upload', 'Files'): the
 * signed upload link, the multipart upload and a brand's files. The download GET /api/files/{publicId}
 * takes its id in the path, which catalogue entries do not have, and is registered by hand.
 */
export const fileRoutes = {
  uploadLink: defineRoute({
    method: 'GET',
    path: '/files/upload-link',
    query: UploadLinkQuery,
    response: UploadLink,
    summary: 'A signed, short-lived upload link for one file',
    tags: ['files'],
  }),
  upload: defineRoute({
    method: 'POST',
    path: '/files/upload',
    multipart: true,
    response: UploadResult,
    summary: 'Uploads a file through a signed link (multipart: the link’s fields, then the file)',
    tags: ['files'],
  }),
  attach: defineRoute({
    method: 'PUT',
    path: '/brand/files',
    body: BrandFileAttachRequest,
    response: BrandFile,
    summary: 'Attaches a file the caller uploaded to a brand',
    tags: ['files'],
  }),
  brandFiles: defineRoute({
    method: 'POST',
    path: '/brand/files',
    body: BrandFileListRequest,
    response: BrandFileListResult,
    summary: 'One page of a brand’s files, by name search and tab',
    tags: ['files'],
    cacheKey: ({ brandId, pageNo, type, searchFor }: BrandFileListRequest) => [
      'brandFiles',
      brandId,
      pageNo,
      type,
      searchFor,
    ],
  }),
  remove: defineRoute({
    method: 'POST',
    path: '/brand/files/removal',
    body: BrandFileRemovalRequest,
    response: MessageResult,
    summary: 'Deletes a brand file',
    tags: ['files'],
  }),
};

/** The web's read of a stored file: its download URL as a StoredFile gives it (`/api/files/{publicId}`). */
const StoredFileRead = z.object({ url: z.string() });

/**
 * GET /api/files/{publicId}: a stored file's bytes. Its id is in the path, which catalogue entries do not
 * have, so the server registers it by hand and it stays out of fileRoutes; this entry names it for the
 * web's query cache, which keeps the bytes of each URL (fetched by lib/storedFiles) under storedFiles.
 */
export const storedFileRoute = defineRoute({
  method: 'GET',
  path: '/files/{publicId}',
  query: StoredFileRead,
  response: 'file',
  summary: 'A stored file’s bytes',
  tags: ['files'],
  cacheKey: ['storedFiles'],
});
