import { Paper, SimpleGrid, Skeleton, Table, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState } from '../../components/EmptyState';
import { LoadError, loadFailed } from '../../components/LoadError';
import type { ReportView } from './reportDefs';
import { ReportChart } from './ReportChart';

/** The card width (CSS) from which chart and table sit side by side: each half then holds a table of four columns. */
const CARD_SIDE_BY_SIDE = '760px';

/**
 * One report: its chart (ReportChart) with the same figures as a table beside it when the card is
 * wide enough for both (CARD_SIDE_BY_SIDE, a container query: the card's width, not the window's),
 * below it otherwise (a half-width card of the two-column page), the table scrolling sideways only
 * when even the card's whole width is too narrow;
 * a shimmer while loading, the load error with Retry, an empty state when nothing counts yet.
 */
export function ReportCard<D, R extends Record<string, unknown>>(
  props: ReportView<D, R> & { query: UseQueryResult<D> },
) {
  const { query: q } = props;
  const rows = q.data ? props.rows(q.data) : [];
  const empty = q.data && (props.isEmpty ? props.isEmpty(q.data) : rows.length === 0);
  return (
    <Paper withBorder radius="md" p="md" data-testid={props.testId}>
      <Title order={4}>{props.title}</Title>
      <Text size="sm" c="dimmed" mb="sm">
        {props.description}
      </Text>
      {loadFailed(q) ? (
        <LoadError what="the report" query={q} />
      ) : !q.data ? (
        <Skeleton h={200} />
      ) : empty ? (
        <EmptyState
          title="Nothing to show yet"
          description="No brand of this event inventory counts here yet."
        />
      ) : (
        <SimpleGrid type="container" cols={{ base: 1, [CARD_SIDE_BY_SIDE]: 2 }} spacing="lg">
          <ReportChart rows={rows} category={props.category} series={props.series} />
          <Table.ScrollContainer
            minWidth={240}
            type="native"
            tabIndex={0}
            role="region"
            aria-label={`${props.title}: figures`}
          >
            <Table verticalSpacing={4} data-testid={`${props.testId}-table`}>
              <Table.Thead>
                <Table.Tr>
                  {props.columns.map((c) => (
                    <Table.Th key={c.key}>{c.label}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r, i) => (
                  <Table.Tr key={i}>
                    {props.columns.map((c) => (
                      <Table.Td key={c.key}>
                        {c.format ? c.format(r[c.key]) : String(r[c.key] ?? '—')}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </SimpleGrid>
      )}
    </Paper>
  );
}
