import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { formatIndian } from '../../lib/format';
import type { CheckedRows, ImportFlow, ParsedUpload } from './flow';
import { errorReportCsv, saveText } from './mapping';
import { RowErrorTable } from './RowErrorTable';

/**
 * Step 3: what the flow's good rows would do (its `plan`), every error (row, field, reason; paged)
 * under the flow's note, the error report, and the flow's Import button.
 */
export function DryRunStep<F extends string, R extends CheckedRows>({
  flow,
  report,
  fileName,
  onBack,
  onReupload,
  onImport,
}: {
  flow: Pick<
    ImportFlow<F, ParsedUpload, R, unknown>,
    'fieldInfo' | 'plan' | 'errorsNote' | 'importButton'
  >;
  report: R;
  fileName: string;
  onBack: () => void;
  onReupload: () => void;
  onImport: () => void;
}) {
  const errors = report.errors;
  const rows = new Set(errors.map((e) => e.row)).size;
  const button = flow.importButton(report);
  return (
    <Stack gap="md">
      <Text size="sm">
        Checked {formatIndian(report.rowCount)} rows of <b>{fileName}</b>. Nothing has been changed
        yet.
      </Text>
      {flow.plan(report)}
      {errors.length === 0 ? (
        <Alert color="green" title="No problems found" data-testid="import-no-errors">
          The file is ready to import.
        </Alert>
      ) : (
        <>
          <Alert
            color="red"
            title={`${errors.length} ${errors.length === 1 ? 'problem' : 'problems'} in ${rows} ${rows === 1 ? 'row' : 'rows'}`}
            data-testid="import-errors-alert"
          >
            {flow.errorsNote} Row numbers count the header as row 1.
          </Alert>
          <RowErrorTable errors={errors} info={flow.fieldInfo} />
        </>
      )}
      <Group justify="space-between">
        <Group gap="xs">
          <Button variant="default" onClick={onBack}>
            Back
          </Button>
          {errors.length > 0 && (
            <Button
              variant="subtle"
              leftSection={<IconDownload size={16} />}
              onClick={() =>
                saveText(
                  errorReportCsv(errors, flow.fieldInfo),
                  `${fileName.replace(/\.[^.]+$/, '')}-errors.csv`,
                )
              }
            >
              Download error report (CSV)
            </Button>
          )}
        </Group>
        <Group gap="xs">
          {errors.length > 0 && (
            <Button variant="light" onClick={onReupload}>
              Upload a corrected file
            </Button>
          )}
          <Button onClick={onImport} disabled={button.disabled} data-testid="import-run">
            {button.label}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
