import { useState } from 'react';
import { Table } from '@mantine/core';
import type { ImportRowError } from '@crm/contracts';
import { Pager } from '../../components/Pager';
import type { FieldInfo } from './flow';
import { fieldLabel } from './mapping';

const PAGE = 10;

/** An import's per-row errors, paged: row (the header is row 1), the field by its label in `info`, the reason. */
export function RowErrorTable<F extends string>({
  errors,
  info,
}: {
  errors: ImportRowError[];
  info: FieldInfo<F>;
}) {
  const [page, setPage] = useState(1);
  const shown = errors.slice((page - 1) * PAGE, page * PAGE);
  return (
    <>
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
              <Table.Td>{fieldLabel(info, e.field)}</Table.Td>
              <Table.Td>{e.reason}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Pager
        page={{
          pageNo: page,
          totalPages: Math.ceil(errors.length / PAGE),
          totalNoOfEntries: errors.length,
        }}
        onChange={setPage}
      />
    </>
  );
}
