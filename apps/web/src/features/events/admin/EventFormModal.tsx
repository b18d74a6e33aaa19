import { Alert, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { eventAdminRoutes, EVENT_ADMIN_MESSAGES as M, type EventFormValues } from '@crm/contracts';
import { ApiError, errorText, toastSuccess } from '../../../lib/api';
import { useContractForm } from '../../../lib/form';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { FormActions } from '../../../components/FormActions';
import { SkeletonBlock } from '../../../components/SkeletonRows';
import { LoadError, loadFailed } from '../../../components/LoadError';
import { EventFields, type EventFieldLabels } from './EventFields';
import {
  emptyEventForm,
  eventFormSentences,
  formOfEvent,
  requestOfForm,
  type EventFormState,
} from './eventForm';
import { useEventFormValues, useSaveEvent } from './queries';

/**
 * The event dialog (spec 001 §3 Event, §7 POST/PATCH /admin/event): create (no `eventId`) or edit an
 * event with any number of inventories. Moving the dates of an event that has started asks first;
 * other refusals show in the dialog. `onSaved` gets the event's id.
 */
export function EventFormModal({
  eventId,
  onClose,
  onSaved,
}: {
  eventId: number | null;
  onClose: () => void;
  onSaved?: (eventId: number) => void;
}) {
  const existing = useEventFormValues(eventId);
  const title = eventId ? 'Edit event' : 'New event';
  return (
    <Modal opened onClose={onClose} title={title} size="xl" centered data-testid="event-form-modal">
      {!eventId ? (
        <EventForm onClose={onClose} onSaved={onSaved} />
      ) : loadFailed(existing) ? (
        <LoadError what="the event" query={existing} />
      ) : existing.data ? (
        <EventForm event={existing.data} onClose={onClose} onSaved={onSaved} />
      ) : (
        <SkeletonBlock lines={8} height={32} />
      )}
    </Modal>
  );
}

const labelsOf = (e?: EventFormValues): EventFieldLabels => ({
  city: e?.cityId ? { value: String(e.cityId), label: e.cityName ?? '' } : null,
  projectOwners: (e?.projectOwners ?? []).map((u) => ({
    value: String(u.userId),
    label: u.userName,
  })),
  smes: (e?.smes ?? []).map((u) => ({ value: String(u.userId), label: u.userName })),
});

function EventForm({
  event,
  onClose,
  onSaved,
}: {
  event?: EventFormValues;
  onClose: () => void;
  onSaved?: (eventId: number) => void;
}) {
  const save = useSaveEvent();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [confirmMove, setConfirmMove] = useState(false);
  const { form, submit, valid, reveal } = useContractForm<EventFormState>({
    initialValues: event ? formOfEvent(event) : emptyEventForm(),
    schema: event ? eventAdminRoutes.update.body : eventAdminRoutes.create.body,
    request: (v) => ({ ...requestOfForm(v), ...(event ? { eventId: event.eventId } : {}) }),
    sentences: eventFormSentences,
  });
  const send = (v: EventFormState, confirmDateMove = false) => {
    setRefusal(null);
    const req = requestOfForm(v);
    save.mutate(event ? { ...req, eventId: event.eventId, confirmDateMove } : req, {
      onSuccess: (r) => {
        toastSuccess(r.message);
        onSaved?.(r.eventId);
        onClose();
      },
      onError: (e) => {
        if (e instanceof ApiError && e.code === 'DATE_MOVE_NEEDS_CONFIRM') setConfirmMove(true);
        else setRefusal(errorText(e));
      },
    });
  };
  return (
    <form onSubmit={submit((v) => send(v))}>
      <Stack>
        {refusal && (
          <Alert color="red" title="Not saved" data-testid="event-form-refusal">
            {refusal}
          </Alert>
        )}
        <EventFields form={form} labels={labelsOf(event)} />
        <FormActions
          onCancel={onClose}
          saving={save.isPending}
          invalid={!valid}
          onInvalid={reveal}
          testId="event-form-save"
        />
      </Stack>
      <ConfirmModal
        opened={confirmMove}
        title="Move the dates of a started event?"
        confirmLabel="Move dates"
        color="orange"
        loading={save.isPending}
        onConfirm={() => {
          setConfirmMove(false);
          send(form.values, true);
        }}
        onClose={() => setConfirmMove(false)}
      >
        {M.dateMoveNeedsConfirm}
      </ConfirmModal>
    </form>
  );
}
