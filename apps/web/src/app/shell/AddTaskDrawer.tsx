import { Drawer, ScrollArea, Text } from '@mantine/core';
import { useState } from 'react';
import { TASK_MESSAGES } from '@crm/contracts';
import { toastError, toastSuccess } from '../../lib/api';
import { SkeletonBlock } from '../../components/SkeletonRows';
import { currentUser } from '../../lib/user';
import {
  AddTaskForm,
  clearAddTaskRequest,
  useAddTaskRequest,
  useCreateTask,
  emptyTaskForm,
  isDirty,
  toCreateRequest,
  type TaskFormState,
  useAddTaskForm,
} from '../../features/tasks';
import { DiscardModal } from '../../components/DiscardModal';
import { useAddTaskSession } from './useAddTaskSession';

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
  const selfId = currentUser()?.userId ?? 0;
  const task = useAddTaskForm();
  const { restart } = task;
  const { session, loading } = useAddTaskSession(opened, request, restart);
  const [confirming, setConfirming] = useState(false);
  const create = useCreateTask();

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
      <DiscardModal
        opened={confirming}
        onCancel={() => setConfirming(false)}
        onDiscard={close}
        testId="confirm-close-task"
      />
    </>
  );
}
