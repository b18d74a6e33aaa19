import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toastError, toastSuccess } from '../../../lib/api';
import { useContractForm } from '../../../lib/form';
import { createGroup } from '../groupQueries';
import { refreshChatLists } from '../queries';
import { emptyGroup, newGroupCheck, type NewGroupValues } from './newGroupForm';

/**
 * The New group form (newGroupCheck), its errors shown as they are typed. `save` creates the group
 * ('Group created successfully'), refreshes the lists, closes and answers its id; `close` starts the
 * form again.
 */
export function useNewGroup({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (chatId: number) => void;
}) {
  const qc = useQueryClient();
  const { form, valid, restart } = useContractForm<NewGroupValues>({
    initialValues: emptyGroup(),
    live: true,
    ...newGroupCheck,
  });
  const [saving, setSaving] = useState(false);
  const close = () => {
    restart(emptyGroup());
    onClose();
  };
  const save = async () => {
    const v = form.getValues();
    setSaving(true);
    try {
      const res = await createGroup({
        name: v.name.trim(),
        description: v.description.trim(),
        members: [...v.members.keys()],
      });
      toastSuccess(res.message);
      refreshChatLists(qc);
      close();
      onCreated(res.id);
    } catch (e) {
      toastError(e);
    } finally {
      setSaving(false);
    }
  };
  return { form, valid, saving, close, save };
}
