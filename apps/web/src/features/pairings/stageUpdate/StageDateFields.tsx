import { SimpleGrid } from '@mantine/core';
import { todayIst } from '../../../lib/dates';
import { DateField } from '../../../components/DateField';
import type { StageUpdateFormState } from './useStageUpdateForm';

/** Follow-up date and expected closure (today or later, IST). */
export function StageDateFields({ f }: { f: StageUpdateFormState }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <DateField
        label="Follow-Up date"
        value={f.values.followUp}
        onChange={(v) => f.set('followUp', v)}
        data-testid="follow-up-date"
      />
      <DateField
        label="Expected closure by"
        value={f.values.closure}
        onChange={(v) => f.set('closure', v)}
        minDate={todayIst()}
        onRefusal={f.setClosureRefused}
        data-testid="expected-closure"
      />
    </SimpleGrid>
  );
}
