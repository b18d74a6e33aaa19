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
import {
  IMPORT_BRAND_FIELDS,
  IMPORT_FIELD_INFO,
  IMPORT_POC_FIELDS,
  type ImportField,
  type ImportMapping,
  type ImportParseResult,
} from '@crm/contracts';
import { formatIndian } from '../../lib/format';

/** Step 2: a Select per target field (auto-matched by header name) and a preview of the first rows. */
export function MappingStep({
  parsed,
  mapping,
  onChange,
  onBack,
  onCheck,
  checking,
}: {
  parsed: ImportParseResult;
  mapping: ImportMapping;
  onChange: (field: ImportField, column: string | null) => void;
  onBack: () => void;
  onCheck: () => void;
  checking: boolean;
}) {
  const used = new Set(Object.values(mapping));
  const select = (field: ImportField) => (
    <Select
      key={field}
      label={IMPORT_FIELD_INFO[field].label}
      withAsterisk={field === 'brandName'}
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
        columns. Choose the column for each field; columns left out are not imported, and blank
        cells change nothing.
      </Text>
      <Title order={5}>Brand</Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {IMPORT_BRAND_FIELDS.map(select)}
      </SimpleGrid>
      <Title order={5}>Point of contact</Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {IMPORT_POC_FIELDS.map(select)}
      </SimpleGrid>
      <Title order={5}>First rows of the file</Title>
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
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          Choose another file
        </Button>
        <Group gap="xs">
          {!mapping.brandName && (
            <Text size="sm" c="red">
              Choose the column for Brand name
            </Text>
          )}
          <Button onClick={onCheck} loading={checking} disabled={!mapping.brandName}>
            Check file
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
