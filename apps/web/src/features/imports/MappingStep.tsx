import {
  Button,
  Group,
  ScrollArea,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { formatIndian } from '../../lib/format';
import type { FieldMapping, ImportFields, ParsedUpload } from './flow';

/** The file's header and first rows, as read by the parse. */
function SampleRows({ parsed }: { parsed: ParsedUpload }) {
  return (
    <ScrollArea type="auto" offsetScrollbars>
      <Table withTableBorder striped fz="xs" data-testid="import-sample">
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
                <Table.Td
                  key={j}
                  style={{
                    whiteSpace: 'nowrap',
                    maxWidth: 220,
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                  }}
                >
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

/**
 * Step 2: a Select per target field of the flow (auto-matched by header name, grouped under the
 * flow's titles) and a preview of the first rows; Check file waits for the required fields.
 */
export function MappingStep<F extends string>({
  flow,
  parsed,
  mapping,
  onChange,
  onBack,
  onCheck,
  checking,
}: {
  flow: ImportFields<F>;
  parsed: ParsedUpload;
  mapping: FieldMapping<F>;
  onChange: (field: F, column: string | null) => void;
  onBack: () => void;
  onCheck: () => void;
  checking: boolean;
}) {
  const used = new Set(Object.values(mapping));
  const missing = flow.required.filter((f) => !mapping[f]);
  const select = (field: F) => (
    <Select
      key={field}
      label={flow.fieldInfo[field].label}
      withAsterisk={flow.required.includes(field)}
      placeholder="Not imported"
      data={parsed.columns.map((c) => ({
        value: c,
        label: c,
        disabled: used.has(c) && mapping[field] !== c,
      }))}
      value={mapping[field] ?? null}
      onChange={(v) => onChange(field, v)}
      clearable
      searchable
      comboboxProps={{ withinPortal: true }}
      data-testid={`map-${field}`}
    />
  );
  return (
    <Stack gap="md">
      <Text size="sm">
        <b>{parsed.fileName}</b>: {formatIndian(parsed.rowCount)} rows, {parsed.columns.length}{' '}
        columns. {flow.mappingHint}
      </Text>
      {flow.fieldGroups.map((g, i) => (
        <Stack key={g.title ?? i} gap="xs">
          {g.title && <Title order={5}>{g.title}</Title>}
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {g.fields.map(select)}
          </SimpleGrid>
        </Stack>
      ))}
      <Title order={5}>First rows of the file</Title>
      <SampleRows parsed={parsed} />
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          Choose another file
        </Button>
        <Group gap="xs">
          {missing.length > 0 && (
            <Text size="sm" c="red">
              Choose the column for {missing.map((f) => flow.fieldInfo[f].label).join(', ')}
            </Text>
          )}
          <Button onClick={onCheck} loading={checking} disabled={missing.length > 0}>
            Check file
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
