import { SimpleGrid } from '@mantine/core';
import { NumberField } from '../../../components/NumberField';
import { VALUE_RULES } from './stageForm';
import type { StageUpdateFormState } from './useStageUpdateForm';

/** Proposed, negotiated and closed value of the pairing, in crore. */
export function StageValueFields({ f }: { f: StageUpdateFormState }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <NumberField
        label="Proposed value (in Cr)"
        rule={VALUE_RULES.proposed}
        value={f.values.proposed}
        onChange={(v) => f.set('proposed', v)}
        data-testid="proposed-value"
      />
      <NumberField
        label="Negotiated value (in Cr)"
        rule={VALUE_RULES.negotiated}
        value={f.values.negotiated}
        onChange={(v) => f.set('negotiated', v)}
        data-testid="negotiated-value"
      />
      <NumberField
        label="Closed value (in Cr)"
        rule={VALUE_RULES.closed}
        value={f.values.closed}
        onChange={(v) => f.set('closed', v)}
        data-testid="closed-value"
      />
    </SimpleGrid>
  );
}
