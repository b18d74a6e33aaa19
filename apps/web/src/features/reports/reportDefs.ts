import {
  reportRoutes,
  type CompletionReport,
  type DropoffReport,
  type LeadTagReport,
  type LostReasonReport,
  type StageMovementReport,
  type TurnaroundReport,
} from '@crm/contracts';
import type { ReportRoute } from './queries';

const days = (v: unknown) => (v === null || v === undefined ? '—' : `${v} d`);
const percent = (v: unknown) => `${v}%`;

/** A chart bar series: the data key, its legend name and Mantine colour. */
type Series = { key: string; name: string; color: string };

/**
 * What a report card shows of an answer `D` whose rows are `R`: title and description, the rows, the
 * chart's category key and bar series, the table's columns (with an optional cell format) and when
 * nothing counts yet (default: no rows).
 */
export type ReportView<D, R extends Record<string, unknown>> = {
  title: string;
  description: string;
  rows: (d: D) => R[];
  category: keyof R & string;
  series: Series[];
  columns: { key: keyof R & string; label: string; format?: (v: R[keyof R]) => string }[];
  isEmpty?: (d: D) => boolean;
  testId: string;
};

/**
 * One report of the reports page: its card (ReportView) with the catalogue entry it is read from and a
 * description that may depend on its data. `completionOnly`: shown only with
 * `showBrandDataCompletionReport=true`.
 */
export type ReportDef<D, R extends Record<string, unknown>> = Omit<
  ReportView<D, R>,
  'description'
> & {
  route: ReportRoute;
  description: string | ((d: D | undefined) => string);
  completionOnly?: boolean;
};

/** Every report answers `{ rows }`; these are its rows' type. */
type RowsOf<D extends { rows: unknown[] }> = D['rows'][number] & Record<string, unknown>;

/**
 * A report whose rows are its answer's `rows` (all of them): checks the definition against the answer's
 * row type, then lets reports of different rows share one array.
 */
const report = <D extends { rows: unknown[] }>(def: Omit<ReportDef<D, RowsOf<D>>, 'rows'>) =>
  ({ ...def, rows: (d: D) => d.rows }) as unknown as ReportDef<any, any>;

/** A report counting brands per `category` value: one bar series and the two-column table. */
const brandCounts = <K extends string>(category: K, label: string, color: string) => ({
  category,
  series: [{ key: 'brands', name: 'Brands', color }],
  columns: [
    { key: category, label },
    { key: 'brands' as const, label: 'Brands' },
  ],
});

/**
 * The reports of one event inventory, in page order: brand movements by stages and by lead tags,
 * lost reasons, drop-offs by stage, stage-wise turnaround time and brand data completion.
 */
export const REPORTS = [
  report<StageMovementReport>({
    route: reportRoutes.stages,
    title: 'Brand movements by stages',
    description: 'Brands in each stage now, and brands that ever reached it.',
    category: 'label',
    series: [
      { key: 'current', name: 'Now', color: 'blue.6' },
      { key: 'reached', name: 'Ever reached', color: 'teal.5' },
    ],
    columns: [
      { key: 'label', label: 'Stage' },
      { key: 'current', label: 'Now' },
      { key: 'reached', label: 'Ever reached' },
    ],
    isEmpty: (d) => d.rows.every((r) => !r.reached && !r.current),
    testId: 'report-stages',
  }),
  report<LeadTagReport>({
    route: reportRoutes.leadTags,
    title: 'Brand movements by lead tags',
    description: 'Assigned brands by their current lead tag.',
    ...brandCounts('label', 'Lead tag', 'grape.6'),
    testId: 'report-tags',
  }),
  report<LostReasonReport>({
    route: reportRoutes.lostReasons,
    title: 'Lost reasons',
    description: 'Why brands said no: the brands now Not Interested, by reason.',
    ...brandCounts('reason', 'Lost reason', 'red.6'),
    testId: 'report-lost',
  }),
  report<DropoffReport>({
    route: reportRoutes.dropoffs,
    title: 'Drop-offs by stage',
    description:
      'Of the brands that reached a stage, how many were moved from it to Not Interested.',
    category: 'label',
    series: [
      { key: 'reached', name: 'Reached', color: 'blue.6' },
      { key: 'droppedOff', name: 'Dropped off', color: 'red.5' },
    ],
    columns: [
      { key: 'label', label: 'Stage' },
      { key: 'reached', label: 'Reached' },
      { key: 'droppedOff', label: 'Dropped off' },
      { key: 'dropoffPercent', label: 'Drop-off', format: percent },
    ],
    isEmpty: (d) => d.rows.every((r) => !r.reached),
    testId: 'report-dropoffs',
  }),
  report<TurnaroundReport>({
    route: reportRoutes.turnaround,
    title: 'Stage-wise turnaround time',
    description: 'Days a brand spent in a stage before its next change: mean and median.',
    category: 'label',
    series: [
      { key: 'averageDays', name: 'Average days', color: 'orange.6' },
      { key: 'medianDays', name: 'Median days', color: 'yellow.6' },
    ],
    columns: [
      { key: 'label', label: 'Stage' },
      { key: 'moves', label: 'Moves' },
      { key: 'averageDays', label: 'Average', format: days },
      { key: 'medianDays', label: 'Median', format: days },
    ],
    isEmpty: (d) => d.rows.every((r) => !r.moves),
    testId: 'report-turnaround',
  }),
  report<CompletionReport>({
    route: reportRoutes.completion,
    title: 'Brand data completion',
    description: (d) =>
      d?.averagePercent != null
        ? `Assigned brands by profile completion; average ${d.averagePercent}%.`
        : 'Assigned brands by profile completion.',
    ...brandCounts('bucket', 'Completion', 'cyan.6'),
    isEmpty: (d) => d.total === 0,
    testId: 'report-completion',
    completionOnly: true,
  }),
];
