import { useContractForm, type ContractForm } from '../../../lib/form';
import { toastFailure } from '../../../lib/api';
import { emptyTaskForm, taskFormCheck, type FormResult, type TaskFormState } from './taskForm';

/** The Add New Task form and `apply`, which runs a taskForm rule on it. */
export type AddTaskFormReturn = ContractForm<TaskFormState> & {
  /** Applies a rule to the current values; a refusal shows the spec's text as an error toast and changes nothing. */
  apply: (rule: (s: TaskFormState) => FormResult) => TaskFormState | null;
};

/**
 * The Add New Task form (spec 000 §2.11, §5) on @mantine/form, checked by PUT /api/task's schema and
 * the title's and reminder's sentences as they are typed (taskFormCheck).
 */
export function useAddTaskForm(): AddTaskFormReturn {
  const contract = useContractForm<TaskFormState>({
    initialValues: emptyTaskForm(),
    live: true,
    ...taskFormCheck(),
  });
  const apply = (rule: (s: TaskFormState) => FormResult) => {
    const r = rule(contract.form.getValues());
    if ('error' in r) {
      toastFailure(r.error);
      return null;
    }
    contract.form.setValues(r.state);
    return r.state;
  };
  return { ...contract, apply };
}
