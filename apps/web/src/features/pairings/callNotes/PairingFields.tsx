import { Select, SimpleGrid } from '@mantine/core';
import { STAGE_MAPPING, type BrandPairingsResult, type Stage } from '@crm/contracts';
import { DateField } from '../../../components/DateField';
import { NumberField } from '../../../components/NumberField';
import { STAGE_OPTIONS, VALUE_RULES } from '../stageUpdate/stageForm';
import type { Edit } from './pairingEdit';

type Pairing = BrandPairingsResult['pairings'][number];

/** A checked call notes pairing's new stage (blank keeps it), values in crore (the current ones as placeholders) and follow-up date. */
export function PairingFields({
  p,
  ed,
  onChange,
}: {
  p: Pairing;
  ed: Edit;
  onChange: (e: Partial<Edit>) => void;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 5 }} mt="sm" spacing="xs">
      <Select
        label="Stage"
        size="xs"
        placeholder={`Keep ${STAGE_MAPPING[p.stage].label}`}
        data={STAGE_OPTIONS}
        value={ed.stage}
        onChange={(v) => onChange({ stage: (v as Stage) ?? null })}
        clearable
        data-testid={`callnotes-stage-${p.eiId}`}
      />
      <NumberField
        label="Proposed (Cr)"
        size="xs"
        rule={VALUE_RULES.proposed}
        placeholder={p.proposedValue?.toString() ?? ''}
        value={ed.proposed}
        onChange={(v) => onChange({ proposed: v })}
      />
      <NumberField
        label="Negotiated (Cr)"
        size="xs"
        rule={VALUE_RULES.negotiated}
        placeholder={p.negotiatedValue?.toString() ?? ''}
        value={ed.negotiated}
        onChange={(v) => onChange({ negotiated: v })}
      />
      <NumberField
        label="Closed (Cr)"
        size="xs"
        rule={VALUE_RULES.closed}
        placeholder={p.closedValue?.toString() ?? ''}
        value={ed.closed}
        onChange={(v) => onChange({ closed: v })}
      />
      <DateField
        label="Follow-Up date"
        size="xs"
        value={ed.followUp}
        onChange={(followUp) => onChange({ followUp })}
        data-testid={`callnotes-follow-up-${p.eiId}`}
      />
    </SimpleGrid>
  );
}
