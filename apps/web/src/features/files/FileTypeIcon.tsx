import {
  IconFile,
  IconFileTypeCsv,
  IconFileTypeDoc,
  IconFileTypePdf,
  IconFileTypePpt,
  IconFileTypeTxt,
  IconFileTypeXls,
  IconFileTypeZip,
  IconMovie,
  IconMusic,
  IconPhoto,
} from '@tabler/icons-react';
import { fileKindOf } from '@crm/contracts';

const BY_EXTENSION: Record<string, typeof IconFile> = {
  pdf: IconFileTypePdf,
  doc: IconFileTypeDoc,
  docx: IconFileTypeDoc,
  rtf: IconFileTypeDoc,
  wps: IconFileTypeDoc,
  xls: IconFileTypeXls,
  xlsx: IconFileTypeXls,
  ods: IconFileTypeXls,
  csv: IconFileTypeCsv,
  ppt: IconFileTypePpt,
  pptx: IconFileTypePpt,
  txt: IconFileTypeTxt,
  zip: IconFileTypeZip,
  '7z': IconFileTypeZip,
  tar: IconFileTypeZip,
  gz: IconFileTypeZip,
};
const BY_KIND = { image: IconPhoto, video: IconMovie, audio: IconMusic, files: IconFile } as const;
const COLORS: Record<string, string> = {
  pdf: '#EE7360',
  xls: '#0EAB00',
  xlsx: '#0EAB00',
  csv: '#0EAB00',
  doc: '#0094FF',
  docx: '#0094FF',
  ppt: '#E8590C',
  pptx: '#E8590C',
};

/** The icon of a file, keyed by its extension (spec 001 §9 'File-type icons are keyed by extension'). */
export function FileTypeIcon({ fileName, size = 22 }: { fileName: string; size?: number }) {
  const ext = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
  const kind = fileKindOf(fileName);
  const Icon = BY_EXTENSION[ext] ?? (kind ? BY_KIND[kind] : IconFile);
  return (
    <Icon
      size={size}
      color={COLORS[ext] ?? '#5c6b7a'}
      aria-label={ext ? `${ext.toUpperCase()} file` : 'file'}
    />
  );
}
