import { Input, SegmentedControl } from '@mantine/core';
import { ENGAGEMENTS } from '@crm/contracts';
import { NOT_SET } from './brandEditForm';
import type { BrandEditForm } from './useBrandEditForm';

/** The brand's engagement: Not set, or one of ENGAGEMENTS (Strong, Medium, Low). */
export function EditEngagement({ f }: { f: BrandEditForm }) {
  return (
    <Input.Wrapper label="Engagement">
      <div>
        <SegmentedControl
          value={f.values.engagement}
          onChange={(v) => f.set('engagement', v)}
          data={[
            { value: NOT_SET, label: 'Not set' },
            ...ENGAGEMENTS.map((e) => ({ value: e, label: e })),
          ]}
          data-testid="edit-engagement"
        />
      </div>
    </Input.Wrapper>
  );
}
