import {
  Alert,
  Badge,
  Button,
  Group,
  List,
  ScrollArea,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import {
  EVENT_IMPORT_FIELD_INFO,
  EVENT_IMPORT_FIELDS,
  EVENT_IMPORT_REQUIRED,
  type EventImportDryRunResult,
  type EventImportField,
  type EventImportMapping,
  type EventImportParseResult,
  type ImportRowError,
  type PlannedEvent,
} from '@crm/contracts';
import { formatIndian } from '../../../lib/format';

/** The required fields the mapping still lacks. */
const unmappedRequired = (m: EventImportMapping) => EVENT_IMPORT_REQUIRED.filter((f) => !m[f]);

/** The file's header and first rows, as read by the parse. */
function SampleRows({ parsed }: { parsed: EventImportParseResult }) {
  return (
    <ScrollArea type="auto" offsetScrollbars>
      <Table withTableBorder striped fz="xs">
        <Table.Thead>
          <Table.Tr>
            {parsed.columns.map((c) => (
              <Table.Th key={c} style={{ whiteSpace: 'nowrap' }}>
                {c}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {parsed.sampleRows.map((r, i) => (
            <Table.Tr key={i}>
              {r.map((c, j) => (
                <Table.Td key={j} style={{ whiteSpace: 'nowrap' }}>
                  {c}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

/** Step 2: a Select per field (auto-matched by header name) and the file's first rows. */
export function EventMappingStep(p: {
  parsed: EventImportParseResult;
  mapping: EventImportMapping;
  onChange: (field: EventImportField, column: string | null) => void;
  onBack: () => void;
  onCheck: () => void;
  checking: boolean;
}) {
  const used = new Set(Object.values(p.mapping));
  const missing = unmappedRequired(p.mapping);
  return (
    <Stack gap="md">
      <Text size="sm">
        <b>{p.parsed.fileName}</b>: {formatIndian(p.parsed.rowCount)} rows, one per event inventory.
        Choose the column for each field.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {EVENT_IMPORT_FIELDS.map((field) => (
          <Select
            key={field}
            label={EVENT_IMPORT_FIELD_INFO[field].label}
            withAsterisk={EVENT_IMPORT_REQUIRED.includes(field)}
            placeholder="Not imported"
            data={p.parsed.columns.map((c) => ({
              value: c,
              label: c,
              disabled: used.has(c) && p.mapping[field] !== c,
            }))}
            value={p.mapping[field] ?? null}
            onChange={(v) => p.onChange(field, v)}
            clearable
            searchable
            comboboxProps={{ withinPortal: true }}
            data-testid={`event-map-${field}`}
          />
        ))}
      </SimpleGrid>
      <Title order={5}>First rows of the file</Title>
      <SampleRows parsed={p.parsed} />
      <Group justify="space-between">
        <Button variant="default" onClick={p.onBack}>
          Choose another file
        </Button>
        <Group gap="xs">
          {missing.length > 0 && (
            <Text size="sm" c="red">
              Choose the column for{' '}
              {missing.map((f) => EVENT_IMPORT_FIELD_INFO[f].label).join(', ')}
            </Text>
          )}
          <Button onClick={p.onCheck} loading={p.checking} disabled={missing.length > 0}>
            Check file
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

/** The per-row errors as a table (row, field, reason). */
export function RowErrors({ errors }: { errors: ImportRowError[] }) {
  if (!errors.length) return null;
  return (
    <Alert
      color="red"
      title={`${errors.length} ${errors.length === 1 ? 'problem' : 'problems'}: ${errors.length === 1 ? 'this row is' : 'these rows are'} skipped`}
    >
      <ScrollArea.Autosize mah={220} type="auto">
        <Table fz="xs" data-testid="event-import-errors">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Row</Table.Th>
              <Table.Th>Field</Table.Th>
              <Table.Th>Problem</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {errors.map((e, i) => (
              <Table.Tr key={i}>
                <Table.Td>{e.row}</Table.Td>
                <Table.Td>
                  {EVENT_IMPORT_FIELD_INFO[e.field as EventImportField]?.label ?? e.field}
                </Table.Td>
                <Table.Td>{e.reason}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </Alert>
  );
}

/** One group of the plan: a title with its count and each event with its changes. */
function PlanGroup({
  title,
  items,
  color,
}: {
  title: string;
  items: PlannedEvent[];
  color: string;
}) {
  if (!items.length) return null;
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Title order={6}>{title}</Title>
        <Badge color={color} variant="light">
          {items.length}
        </Badge>
      </Group>
      <List size="sm" spacing={2}>
        {items.map((e) => (
          <List.Item key={`${e.eventName}|${e.season}`}>
            <b>{e.eventName}</b> ({e.season})
            {e.changes.length > 0 && (
              <Text size="xs" c="dimmed">
                {e.changes.join(' · ')}
              </Text>
            )}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** Step 3: the dry run's plan (create, update with changes, unchanged) and its per-row errors. */
export function EventPlanStep(p: {
  report: EventImportDryRunResult;
  onBack: () => void;
  onImport: () => void;
}) {
  const { plan, errors } = p.report;
  const work = plan.toCreate.length + plan.toUpdate.length;
  return (
    <Stack gap="md" data-testid="event-import-plan">
      <Text size="sm">
        {formatIndian(p.report.rowCount)} rows checked. Nothing has been saved yet. The import adds
        inventories and sets targets; it never removes an event’s inventories.
      </Text>
      <Text size="sm">
        {plan.inventoriesToAdd} inventories to add, {plan.targetsToChange} targets to change.
      </Text>
      <PlanGroup title="Events to create" items={plan.toCreate} color="green" />
      <PlanGroup title="Events to update" items={plan.toUpdate} color="blue" />
      <PlanGroup title="Unchanged events" items={plan.unchanged} color="gray" />
      <RowErrors errors={errors} />
      <Group justify="space-between">
        <Button variant="default" onClick={p.onBack}>
          Back to columns
        </Button>
        <Button onClick={p.onImport} disabled={!work} data-testid="event-import-run">
          {work ? `Import ${work} events` : 'Nothing to import'}
        </Button>
      </Group>
    </Stack>
  );
}
