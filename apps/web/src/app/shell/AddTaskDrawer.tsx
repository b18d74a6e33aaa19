import { Button, Drawer, Group, Modal, ScrollArea, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { TASK_MESSAGES } from '@crm/contracts';
import { toastError, toastFailure, toastSuccess } from '../../lib/api';
import { SkeletonBlock } from '../../components/SkeletonRows';
import { currentUser } from '../../lib/user';
import {
  AddTaskForm,
  clearAddTaskRequest,
  useAddTaskRequest,
  resolvePrefill,
  useCreateTask,
  emptyTaskForm,
  isDirty,
  toCreateRequest,
  type TaskFormState,
  useAddTaskForm,
} from '../../features/tasks';

/**
 * The Add New Task modal (spec 000 §2.11, §4 'Task creation', §5 'Task modal'), a drawer opened by T,
 * the header and the 'Add task' entry points (which prefill links through features/tasks/addTaskStore).
 * Closing with data asks first ('YES, CLOSE'); on success: 'Task Created Successfully', the form resets,
 * the drawer closes, the task lists refresh and the new id goes to the opener's callback.
 */
export default function AddTaskDrawer({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  const request = useAddTaskRequest();
  const qc = useQueryClient();
  const selfId = currentUser()?.userId ?? 0;
  const task = useAddTaskForm();
  const { restart } = task;
  const [session, setSession] = useState(0);
  const [loading, setLoading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const create = useCreateTask();

  // Each opening starts a fresh form, from the opener's prefill when there is one.
  useEffect(() => {
    if (!opened) return;
    let live = true;
    setSession((n) => n + 1);
    const prefill = request.prefill;
    if (!prefill) {
      restart(emptyTaskForm());
      return;
    }
    setLoading(true);
    resolvePrefill(prefill, qc)
      .then((s) => live && restart(s))
      .catch(() => {
        if (!live) return;
        toastFailure(TASK_MESSAGES.populateFailed);
        restart({
          ...emptyTaskForm(),
          name: prefill.name ?? '',
          description: prefill.description ?? '',
        });
      })
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [opened, request.seq, request.prefill, qc, restart]);

  const close = () => {
    setConfirming(false);
    restart(emptyTaskForm());
    clearAddTaskRequest();
    onClose();
  };
  const askClose = () => (isDirty(task.form.getValues()) ? setConfirming(true) : close());

  const submit = (values: TaskFormState) =>
    create.mutate(toCreateRequest(values), {
      onSuccess: ({ id }) => {
        toastSuccess(TASK_MESSAGES.created);
        request.onCreated?.(id);
        close();
      },
      onError: toastError,
    });

  return (
    <>
      <Drawer
        opened={opened}
        onClose={askClose}
        position="right"
        size="lg"
        title={
          <Text fw={700} size="lg">
            Add New Task
          </Text>
        }
        scrollAreaComponent={ScrollArea.Autosize}
        closeButtonProps={{ 'aria-label': 'Close Add New Task' }}
        data-testid="add-task-drawer"
      >
        {loading ? (
          <SkeletonBlock lines={8} height={36} />
        ) : (
          <AddTaskForm
            key={session}
            task={task}
            selfId={selfId}
            submitting={create.isPending}
            onSubmit={submit}
            onCancel={askClose}
          />
        )}
      </Drawer>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Are you sure?"
        size="sm"
        zIndex={400}
        centered
      >
        <Text size="sm">The details you entered will be lost.</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirming(false)}>
            CANCEL
          </Button>
          <Button color="red" onClick={close} data-testid="confirm-close-task">
            YES, CLOSE
          </Button>
        </Group>
      </Modal>
    </>
  );
}
