import { Divider, RangeSlider, Text } from '@mantine/core';
import {
  REVENUE_RANGE_CRORE,
  revenueFromWire,
  revenueToWire,
  type BrandFilterInput,
} from '@crm/contracts';
import { formatIndian } from '../../../lib/format';
import type { SetDraft } from './useFilterDraft';

/** The drawer's revenue range in crore (sent ×10,000,000; the full range sends none, shown '(any)'). */
export function RevenueField({ draft, set }: { draft: BrandFilterInput; set: SetDraft }) {
  const rev = revenueFromWire(draft.revenues as never);
  const revenue: [number, number] = [
    rev?.lbCrore ?? REVENUE_RANGE_CRORE.min,
    rev?.ubCrore ?? REVENUE_RANGE_CRORE.max,
  ];
  return (
    <>
      <Divider label="Revenue (in Cr)" />
      <RangeSlider
        min={REVENUE_RANGE_CRORE.min}
        max={REVENUE_RANGE_CRORE.max}
        step={100}
        minRange={0}
        value={revenue}
        label={(v) => `₹${formatIndian(v)} Cr`}
        onChange={([lb, ub]) => set({ revenues: revenueToWire(lb, ub) })}
        aria-label="Revenue range in crore"
        data-testid="filter-revenue"
      />
      <Text size="xs" c="dimmed">
        ₹{formatIndian(revenue[0])} Cr – ₹{formatIndian(revenue[1])} Cr{rev ? '' : ' (any)'}
      </Text>
    </>
  );
}
