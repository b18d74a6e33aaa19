import { Alert, Button, Group, Modal, SegmentedControl, Stack, Textarea } from '@mantine/core';
import { CLOSED_DEAL_MESSAGES } from '@crm/contracts';
import { errorText } from '../../lib/api';
import { todayIst } from '../../lib/dates';
import { DateField } from '../../components/DateField';
import { NumberField } from '../../components/NumberField';
import { ClosedDealTarget } from './ClosedDealTarget';
import { useClosedDealForm, VALUE_RULE } from './useClosedDealForm';

/**
 * Record a deal closed outside the pipeline on a brand (spec 001 §7 /brand/closed-deals): for an
 * event inventory (event, then its inventory) or for something sold directly ('From client/brand', described),
 * with the closed value in crore, the closed date (not after today, IST) and a note. The server's refusal
 * (already won in the pipeline, already recorded…) shows in the form, which stays open. Mounted per opening, so
 * it starts empty each time.
 */
export function RecordClosedDealModal({
  brandId,
  opened,
  onClose,
}: {
  brandId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const c = useClosedDealForm(brandId, onClose);
  const { form, record } = c;
  const { kind, value, date, note } = form.values;
  return (
    <Modal opened={opened} onClose={c.close} title="Record a closed deal" size="lg">
      <Stack>
        <SegmentedControl
          value={kind}
          onChange={(v) => form.setFieldValue('kind', v as 'EI' | 'DIRECT')}
          data={[
            { value: 'EI', label: 'An event inventory' },
            { value: 'DIRECT', label: 'From client/brand' },
          ]}
          data-testid="closed-deal-kind"
        />
        <ClosedDealTarget form={form} />
        <Group grow align="flex-start">
          <NumberField
            label="Closed value (in Cr)"
            rule={VALUE_RULE}
            value={value}
            onChange={(v) => form.setFieldValue('value', v)}
            decimalScale={2}
            required
            data-testid="closed-deal-value"
          />
          <DateField
            label="Deal Closed Date"
            clearable={false}
            maxDate={{ day: todayIst(), message: CLOSED_DEAL_MESSAGES.future }}
            onRefusal={c.setDateRefused}
            value={date}
            onChange={(d) => form.setFieldValue('date', d)}
            error={c.dateError}
            required
            data-testid="closed-deal-date"
          />
        </Group>
        <Textarea
          label="Note"
          autosize
          minRows={2}
          maxLength={2000}
          value={note}
          onChange={(e) => form.setFieldValue('note', e.currentTarget.value)}
        />
        {record.error && (
          <Alert color="red" data-testid="closed-deal-error">
            {errorText(record.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={c.close}>
            Cancel
          </Button>
          <Button
            onClick={c.save}
            disabled={!c.ready}
            loading={record.isPending}
            data-testid="closed-deal-save"
          >
            Record
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
