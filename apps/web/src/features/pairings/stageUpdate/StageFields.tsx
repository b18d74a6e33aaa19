import { Select, SimpleGrid, Textarea } from '@mantine/core';
import type { Stage, StageTag } from '@crm/contracts';
import { STAGE_OPTIONS, TAG_OPTIONS } from './stageForm';
import type { StageUpdateFormState } from './useStageUpdateForm';

/** Stage and tag selects, and the lost reason when the stage is Not Interested. */
export function StageFields({ f }: { f: StageUpdateFormState }) {
  const { stage, tag, lostReason } = f.values;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Stage"
          data={STAGE_OPTIONS}
          value={stage}
          onChange={(v) => {
            if (v) f.setStage(v as Stage);
          }}
          allowDeselect={false}
          required
          data-testid="stage-select"
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label="Tag"
          data={TAG_OPTIONS}
          value={tag}
          onChange={(v) => f.set('tag', (v as StageTag) ?? null)}
          clearable
          placeholder="No tag"
          data-testid="tag-select"
        />
      </SimpleGrid>
      {stage === 'NOT_INTERESTED' && (
        <Textarea
          label="Lost reason"
          required
          value={lostReason}
          onChange={(e) => f.setLostReason(e.currentTarget.value)}
          error={f.lostError ?? f.reasonTooLong}
          autosize
          minRows={2}
          data-testid="lost-reason"
        />
      )}
    </>
  );
}
