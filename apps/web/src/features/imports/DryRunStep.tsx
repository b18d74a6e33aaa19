import { useState } from 'react';
import { Alert, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import {
  IMPORT_FIELD_INFO,
  IMPORT_MESSAGES,
  type ImportCounts,
  type ImportDryRunResult,
  type ImportField,
} from '@crm/contracts';
import { Pager } from '../../components/Pager';
import { errorReportCsv, saveText } from './mapping';
import { formatIndian } from '../../lib/format';

const PAGE = 10;

/** The counts of a dry run (or what an import did) as labelled badges. */
export function CountBadges({ counts, done = false }: { counts: ImportCounts; done?: boolean }) {
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

/** Step 3: the dry run's counts and every error (row, field, reason; paged), the error report, and Import (disabled while errors exist). */
export function DryRunStep({
  report,
  fileName,
  onBack,
  onReupload,
  onImport,
}: {
  report: ImportDryRunResult;
  fileName: string;
  onBack: () => void;
  onReupload: () => void;
  onImport: () => void;
}) {
  const [page, setPage] = useState(1);
  const errors = report.errors;
  const rows = new Set(errors.map((e) => e.row)).size;
  const shown = errors.slice((page - 1) * PAGE, page * PAGE);
  return (
    <Stack gap="md">
      <Text size="sm">
        Checked {formatIndian(report.rowCount)} rows of <b>{fileName}</b>. Nothing has been changed
        yet.
      </Text>
      <CountBadges counts={report.counts} />
      {errors.length > 0 && (
        <Text size="xs" c="dimmed">
          The counts cover the rows without problems.
        </Text>
      )}
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
            {IMPORT_MESSAGES.hasErrors}: correct the rows below in your file and upload it again.
            Row numbers count the header as row 1.
          </Alert>
          <Table withTableBorder striped data-testid="import-errors">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={80}>Row</Table.Th>
                <Table.Th w={180}>Field</Table.Th>
                <Table.Th>Reason</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((e, i) => (
                <Table.Tr key={`${e.row}-${e.field}-${i}`}>
                  <Table.Td>{e.row}</Table.Td>
                  <Table.Td>{IMPORT_FIELD_INFO[e.field as ImportField]?.label ?? e.field}</Table.Td>
                  <Table.Td>{e.reason}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Pager
            pageNo={page}
            totalPages={Math.ceil(errors.length / PAGE)}
            total={errors.length}
            onChange={setPage}
          />
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
                saveText(errorReportCsv(errors), `${fileName.replace(/\.[^.]+$/, '')}-errors.csv`)
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
          <Button onClick={onImport} disabled={errors.length > 0} data-testid="import-run">
            Import
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
