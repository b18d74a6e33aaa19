import { Alert, Badge, Group, Text } from '@mantine/core';
import {
  IMPORT_BRAND_FIELDS,
  IMPORT_FIELD_INFO,
  IMPORT_FIELDS,
  IMPORT_MESSAGES,
  IMPORT_POC_FIELDS,
  cacheFamilies,
  importRoutes,
  type ImportCounts,
  type ImportDryRunResult,
  type ImportField,
  type ImportParseResult,
  type ImportRunResult,
} from '@crm/contracts';
import { formatIndian } from '../../lib/format';
import { dryRunImport, runImport, uploadImportFile } from './api';
import type { ImportFlow } from './flow';
import { ImportModal } from './ImportModal';

/** The counts of a dry run (or what an import did) as labelled badges. */
function CountBadges({ counts, done = false }: { counts: ImportCounts; done?: boolean }) {
  const items: [string, number, string][] = [
    [done ? 'Brands created' : 'New brands', counts.toCreate, 'green'],
    [done ? 'Brands updated' : 'Brands to update', counts.toUpdate, 'blue'],
    ['Unchanged brands', counts.unchanged, 'gray'],
    [done ? 'POCs created' : 'New POCs', counts.pocsToCreate, 'green'],
    [done ? 'POCs updated' : 'POCs to update', counts.pocsToUpdate, 'blue'],
  ];
  return (
    <Group gap="xs" data-testid="import-counts">
      {items.map(([label, n, color]) => (
        <Badge key={label} color={color} variant="light" size="lg" tt="none">
          {label}: {formatIndian(n)}
        </Badge>
      ))}
    </Group>
  );
}

/** The brand and POC import: bad rows block it (Import stays disabled until the file is corrected). */
const brandImport: ImportFlow<ImportField, ImportParseResult, ImportDryRunResult, ImportRunResult> =
  {
    title: 'Import brands and points of contact',
    fileHint: 'One row per brand, or per point of contact (repeat the brand name).',
    template: {
      csv: IMPORT_FIELDS.map((f) => IMPORT_FIELD_INFO[f].label).join(','),
      fileName: 'brand-import-template.csv',
    },
    upload: (file, onProgress) => uploadImportFile(importRoutes.parse, file, onProgress),
    fieldGroups: [
      { title: 'Brand', fields: IMPORT_BRAND_FIELDS },
      { title: 'Point of contact', fields: IMPORT_POC_FIELDS },
    ],
    fieldInfo: IMPORT_FIELD_INFO,
    required: ['brandName'],
    mappingHint:
      'Choose the column for each field; columns left out are not imported, and blank cells change nothing.',
    dryRun: (parsed, mapping) => dryRunImport(parsed.importId, mapping),
    plan: (report) => (
      <>
        <CountBadges counts={report.counts} />
        {report.errors.length > 0 && (
          <Text size="xs" c="dimmed">
            The counts cover the rows without problems.
          </Text>
        )}
      </>
    ),
    errorsNote: `${IMPORT_MESSAGES.hasErrors}: correct the rows below in your file and upload it again.`,
    importButton: (report) => ({ label: 'Import', disabled: report.errors.length > 0 }),
    run: (parsed, mapping) => runImport(parsed.importId, mapping),
    running: {
      label: (rows) => `Importing ${formatIndian(rows)} rows in batches of 1,000…`,
      note: 'Each batch is saved on its own; if the import stops, running the same file again picks up where it left off without duplicating anything.',
    },
    done: (r) => ({
      toast: IMPORT_MESSAGES.done(r.created, r.updated),
      summary: (
        <>
          <Alert color="green" title="Import complete">
            {formatIndian(r.created)} brands created, {formatIndian(r.updated)} updated and{' '}
            {formatIndian(r.unchanged)} unchanged; {formatIndian(r.pocsCreated)} POCs created and{' '}
            {formatIndian(r.pocsUpdated)} updated, in {r.seconds} s.
          </Alert>
          <CountBadges
            counts={{
              toCreate: r.created,
              toUpdate: r.updated,
              unchanged: r.unchanged,
              pocsToCreate: r.pocsCreated,
              pocsToUpdate: r.pocsUpdated,
            }}
            done
          />
        </>
      ),
    }),
    invalidates: cacheFamilies.brands,
  };

/** Import brands and POCs from CSV or XLSX (ImportModal's four steps). Opened from the brands page's Import button. */
export default function ImportBrandsModal({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  return <ImportModal flow={brandImport} opened={opened} onClose={onClose} />;
}
