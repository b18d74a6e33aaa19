import { NumberField } from '../../components/NumberField';
import { croreRule, numberError, PROPERTY_COUNT_RULE } from '../../lib/validation';

const SALES_TARGET_RULE = croreRule('Sales target');

/**
 * An event inventory's sales target (crore) and property count as typed: Mantine NumberInput gives a
 * number, or a string while partial or empty.
 */
export type Targets = { salesTarget: number | string; propertyCount: number | string };

/** The numbers a request sends: an empty sales target is none (null), an empty property count 0. */
export const targetsOf = (t: Targets) => ({
  salesTarget: t.salesTarget === '' ? null : Number(t.salesTarget),
  propertyCount: t.propertyCount === '' ? 0 : Number(t.propertyCount),
});

/**
 * The targets' sentences keyed by request path (`prefix` is where the targets sit in the request,
 * e.g. 'events.0.'): a value out of range is refused, never clamped; null when fine.
 */
export const targetSentences = (t: Targets, prefix = '') => ({
  [`${prefix}salesTarget`]: numberError(t.salesTarget, SALES_TARGET_RULE),
  [`${prefix}propertyCount`]: numberError(t.propertyCount, PROPERTY_COUNT_RULE),
});

/** The sales target and property count inputs; each shows its rule's sentence as it is typed. */
export function TargetFields({
  value,
  onChange,
  testIds,
}: {
  value: Targets;
  onChange: (patch: Partial<Targets>) => void;
  testIds: { salesTarget: string; propertyCount: string };
}) {
  return (
    <>
      <NumberField
        label="Sales target (in Cr)"
        rule={SALES_TARGET_RULE}
        value={value.salesTarget}
        onChange={(salesTarget) => onChange({ salesTarget })}
        thousandSeparator=","
        thousandsGroupStyle="lakh"
        data-testid={testIds.salesTarget}
      />
      <NumberField
        label="Property count"
        rule={PROPERTY_COUNT_RULE}
        value={value.propertyCount}
        onChange={(propertyCount) => onChange({ propertyCount })}
        data-testid={testIds.propertyCount}
      />
    </>
  );
}
