import { Alert } from '@mantine/core';
import {
  cacheFamilies,
  EVENT_IMPORT_FIELD_INFO,
  EVENT_IMPORT_FIELDS,
  EVENT_IMPORT_REQUIRED,
  EVENT_IMPORT_TEMPLATE_CSV,
  eventImportRoutes,
  type EventImportDryRunResult,
  type EventImportField,
  type EventImportParseResult,
  type EventImportRunResult,
} from '@crm/contracts';
import { formatIndian } from '../../../lib/format';
import { callRoute } from '../../../lib/useApi';
import { uploadImportFile, type ImportFlow, ImportModal, RowErrorTable } from '../../imports';
import { EventImportPlan } from './EventImportPlan';

/** The season import of events: bad rows are skipped, the good rows' events are created or updated. */
const eventImport: ImportFlow<
  EventImportField,
  EventImportParseResult,
  EventImportDryRunResult,
  EventImportRunResult
> = {
  title: 'Import events',
  fileHint:
    'One row per event inventory: event name, start and end date, city, category, inventory, sales target (crore), project owners and SMEs (emails). Rows of the same event and season are grouped.',
  template: { csv: EVENT_IMPORT_TEMPLATE_CSV, fileName: 'events-template.csv' },
  upload: (file, onProgress) => uploadImportFile(eventImportRoutes.parse, file, onProgress),
  fieldGroups: [{ fields: EVENT_IMPORT_FIELDS }],
  fieldInfo: EVENT_IMPORT_FIELD_INFO,
  required: EVENT_IMPORT_REQUIRED,
  mappingHint: 'One row per event inventory; choose the column for each field.',
  dryRun: (parsed, mapping) =>
    callRoute(eventImportRoutes.dryRun, { uploadId: parsed.uploadId, mapping }),
  plan: (report) => <EventImportPlan plan={report.plan} />,
  errorsNote:
    'The import skips these rows; correct them in your file and upload it again to import them.',
  importButton: ({ plan }) => {
    const work = plan.toCreate.length + plan.toUpdate.length;
    return { label: work ? `Import ${work} events` : 'Nothing to import', disabled: !work };
  },
  run: (parsed, mapping) =>
    callRoute(eventImportRoutes.run, { uploadId: parsed.uploadId, mapping }),
  running: { label: (rows) => `Importing ${formatIndian(rows)} rows…` },
  done: (r) => ({
    toast: r.message,
    summary: (
      <>
        <Alert color="green" title={r.message} />
        {r.errors.length > 0 && (
          <>
            <Alert
              color="red"
              title={`${r.errors.length} ${r.errors.length === 1 ? 'problem: this row was' : 'problems: these rows were'} skipped`}
            />
            <RowErrorTable errors={r.errors} info={EVENT_IMPORT_FIELD_INFO} />
          </>
        )}
      </>
    ),
  }),
  invalidates: cacheFamilies.adminEvents,
};

/**
 * Import a season of events (admins, /admin/events) through ImportModal's four steps: the dry run
 * shows the plan and every bad row, the import skips the bad rows.
 */
export default function ImportEventsModal({ onClose }: { onClose: () => void }) {
  return <ImportModal flow={eventImport} opened onClose={onClose} />;
}
