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
 * One report of the reports page: the catalogue entry it is read from, its title and
 * description (from its data where it depends on it), chart and table; `D` is the report's answer,
 * `R` one row. `completionOnly`: shown only with `showBrandDataCompletionReport=true`.
 */
export type ReportDef<D, R extends Record<string, unknown>> = {
  route: ReportRoute;
  title: string;
  description: string | ((d: D | undefined) => string);
  rows: (d: D) => R[];
  category: keyof R & string;
  series: Series[];
  columns: { key: keyof R & string; label: string; format?: (v: R[keyof R]) => string }[];
  isEmpty?: (d: D) => boolean;
  testId: string;
  completionOnly?: boolean;
};

/** Checks a report's row types, then lets reports of different rows share one array. */
const report = <D, R extends Record<string, unknown>>(def: ReportDef<D, R>) =>
  def as unknown as ReportDef<any, any>;

/**
 * The reports of one event inventory, in page order: brand movements by stages and by lead tags,
 * lost reasons, drop-offs by stage, stage-wise turnaround time and brand data completion.
 */
export const REPORTS = [
  report<StageMovementReport, StageMovementReport['rows'][number]>({
    route: reportRoutes.stages,
    title: 'Brand movements by stages',
    description: 'Brands in each stage now, and brands that ever reached it.',
    rows: (d) => d.rows,
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
  report<LeadTagReport, LeadTagReport['rows'][number]>({
    route: reportRoutes.leadTags,
    title: 'Brand movements by lead tags',
    description: 'Assigned brands by their current lead tag.',
    rows: (d) => d.rows,
    category: 'label',
    series: [{ key: 'brands', name: 'Brands', color: 'grape.6' }],
    columns: [
      { key: 'label', label: 'Lead tag' },
      { key: 'brands', label: 'Brands' },
    ],
    testId: 'report-tags',
  }),
  report<LostReasonReport, LostReasonReport['rows'][number]>({
    route: reportRoutes.lostReasons,
    title: 'Lost reasons',
    description: 'Why brands said no: the brands now Not Interested, by reason.',
    rows: (d) => d.rows,
    category: 'reason',
    series: [{ key: 'brands', name: 'Brands', color: 'red.6' }],
    columns: [
      { key: 'reason', label: 'Lost reason' },
      { key: 'brands', label: 'Brands' },
    ],
    testId: 'report-lost',
  }),
  report<DropoffReport, DropoffReport['rows'][number]>({
    route: reportRoutes.dropoffs,
    title: 'Drop-offs by stage',
    description:
      'Of the brands that reached a stage, how many were moved from it to Not Interested.',
    rows: (d) => d.rows,
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
  report<TurnaroundReport, TurnaroundReport['rows'][number]>({
    route: reportRoutes.turnaround,
    title: 'Stage-wise turnaround time',
    description: 'Days a brand spent in a stage before its next change: mean and median.',
    rows: (d) => d.rows,
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
  report<CompletionReport, CompletionReport['rows'][number]>({
    route: reportRoutes.completion,
    title: 'Brand data completion',
    description: (d) =>
      d?.averagePercent != null
        ? `Assigned brands by profile completion; average ${d.averagePercent}%.`
        : 'Assigned brands by profile completion.',
    rows: (d) => d.rows,
    category: 'bucket',
    series: [{ key: 'brands', name: 'Brands', color: 'cyan.6' }],
    columns: [
      { key: 'bucket', label: 'Completion' },
      { key: 'brands', label: 'Brands' },
    ],
    isEmpty: (d) => d.total === 0,
    testId: 'report-completion',
    completionOnly: true,
  }),
];
