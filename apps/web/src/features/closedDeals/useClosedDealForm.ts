import { useState } from 'react';
import { ClosedDealCreateRequest } from '@crm/contracts';
import { toastSuccess } from '../../lib/api';
import { endOfIstDay, todayIst } from '../../lib/dates';
import { useContractForm } from '../../lib/form';
import { croreRule, numberError } from '../../lib/validation';
import { useRecordClosedDeal } from './queries';

/** The closed value's rule: crore, two decimals. */
export const VALUE_RULE = croreRule('Closed value');

/** What the record-a-closed-deal form holds: an event inventory (event, then its eiId) or a title, the value in crore, the IST day and a note. */
export type ClosedDealValues = {
  kind: 'EI' | 'DIRECT';
  eventId: number | null;
  eiId: number | null;
  title: string;
  value: number | string;
  date: string;
  note: string;
};

/**
 * The record-a-closed-deal form of a brand (PUT /api/brand/closed-deals): its values checked by
 * ClosedDealCreateRequest, the date's refusal ('Deal closed date is required', or a future day refused by
 * the picker), `save` (Record: toasts and closes) and `close` (forgets the server's refusal).
 */
export function useClosedDealForm(brandId: number, onClose: () => void) {
  const [dateRefused, setDateRefused] = useState<string | null>(null);
  const record = useRecordClosedDeal();
  const request = (v: ClosedDealValues) => ({
    brandId,
    eiId: v.kind === 'EI' ? v.eiId : null,
    title: v.kind === 'DIRECT' ? v.title.trim() : null,
    closedValue: Number(v.value),
    dealClosedDate: v.date ? endOfIstDay(v.date) : '',
    note: v.note.trim() || null,
  });
  const dateErrorOf = (date: string) =>
    dateRefused ?? (!date ? 'Deal closed date is required' : null);
  const { form, valid } = useContractForm<ClosedDealValues>({
    initialValues: {
      kind: 'EI',
      eventId: null,
      eiId: null,
      title: '',
      value: '',
      date: todayIst(),
      note: '',
    },
    schema: ClosedDealCreateRequest,
    request,
    sentences: (v) => ({
      closedValue: numberError(v.value, VALUE_RULE),
      dealClosedDate: dateErrorOf(v.date),
    }),
  });
  const close = () => {
    record.reset();
    onClose();
  };
  const save = () =>
    record.mutate(request(form.values), {
      onSuccess: (r) => {
        toastSuccess(r.message);
        close();
      },
    });
  return {
    form,
    ready: valid,
    dateError: dateErrorOf(form.values.date),
    setDateRefused,
    record,
    save,
    close,
  };
}
