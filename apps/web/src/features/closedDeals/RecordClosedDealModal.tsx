import {
  Alert,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { CLOSED_DEAL_MESSAGES } from '@crm/contracts';
import { errorText, toastSuccess } from '../../lib/api';
import { endOfIstDay, todayIst } from '../../lib/dates';
import { DateField } from '../../components/DateField';
import { NumberField } from '../../components/NumberField';
import { EventPicker } from '../../components/searchPickers';
import { croreRule, hasNumberError } from '../../lib/validation';
import { useEventInfo } from '../events';
import { useRecordClosedDeal } from './queries';
import { DisabledToast } from '../../components/DisabledToast';

const VALUE_RULE = croreRule('Closed value');

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
  const today = todayIst();
  const [kind, setKind] = useState<'EI' | 'DIRECT'>('EI');
  const [eventId, setEventId] = useState<number | null>(null);
  const [eiId, setEiId] = useState<number | null>(null);
  const [title, setTitle] = useState('');
  const [value, setValue] = useState<number | string>('');
  const [date, setDate] = useState(today);
  const [note, setNote] = useState('');
  const [dateRefused, setDateRefused] = useState<string | null>(null);
  const event = useEventInfo(eventId ?? undefined);
  const record = useRecordClosedDeal();
  const dateError = dateRefused ?? (!date ? 'Deal closed date is required' : null);
  const ready =
    (kind === 'EI' ? eiId !== null : title.trim().length > 0) &&
    value !== '' &&
    Number(value) > 0 &&
    !hasNumberError([value, VALUE_RULE]) &&
    !dateError;
  const close = () => {
    record.reset();
    onClose();
  };
  const save = () =>
    record.mutate(
      {
        brandId,
        eiId: kind === 'EI' ? eiId : null,
        title: kind === 'DIRECT' ? title.trim() : null,
        closedValue: Number(value),
        dealClosedDate: endOfIstDay(date),
        note: note.trim() || null,
      },
      {
        onSuccess: (r) => {
          toastSuccess(r.message);
          close();
        },
      },
    );
  return (
    <Modal opened={opened} onClose={close} title="Record a closed deal" size="lg">
      <Stack>
        <SegmentedControl
          value={kind}
          onChange={(v) => setKind(v as 'EI' | 'DIRECT')}
          data={[
            { value: 'EI', label: 'An event inventory' },
            { value: 'DIRECT', label: 'From client/brand' },
          ]}
          data-testid="closed-deal-kind"
        />
        {kind === 'EI' ? (
          <Group grow align="flex-start">
            <EventPicker
              label="Event"
              initial={null}
              value={eventId ? String(eventId) : null}
              onChange={(v) => {
                setEventId(v ? Number(v) : null);
                setEiId(null);
              }}
              testId="closed-deal-event"
            />
            <DisabledToast disabled={!eventId} message="Choose an event first">
              <Select
                label="Inventory"
                placeholder={eventId ? 'Choose an inventory' : 'Choose an event first'}
                disabled={!eventId}
                data={(event.data?.eventInventories ?? []).map((ei) => ({
                  value: String(ei.eiId),
                  label: ei.inventoryName,
                }))}
                value={eiId ? String(eiId) : null}
                onChange={(v) => setEiId(v ? Number(v) : null)}
                searchable
                nothingFoundMessage="No inventories in this event"
                data-testid="closed-deal-inventory"
              />
            </DisabledToast>
          </Group>
        ) : (
          <TextInput
            label="What was sold"
            placeholder="e.g. Stadium naming rights"
            maxLength={200}
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            required
            data-testid="closed-deal-title"
          />
        )}
        <Group grow align="flex-start">
          <NumberField
            label="Closed value (in Cr)"
            rule={VALUE_RULE}
            value={value}
            onChange={setValue}
            decimalScale={2}
            required
            data-testid="closed-deal-value"
          />
          <DateField
            label="Deal Closed Date"
            clearable={false}
            maxDate={{ day: today, message: CLOSED_DEAL_MESSAGES.future }}
            onRefusal={setDateRefused}
            value={date}
            onChange={setDate}
            error={dateError}
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
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        {record.error && (
          <Alert color="red" data-testid="closed-deal-error">
            {errorText(record.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            onClick={save}
            disabled={!ready}
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
