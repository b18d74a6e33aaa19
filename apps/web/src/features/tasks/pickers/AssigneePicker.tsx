import { MultiSelect } from '@mantine/core';
import type { RoleCode } from '@crm/contracts';
import { firstChipThenMore } from '../../../components/dropdown';
import { serverFiltered } from '../../../components/searchPickers';
import type { AutoAssignee, Person } from '../create/taskForm';
import { AssigneeOption } from './AssigneeOption';
import { useAssigneeOptions } from './useAssigneeOptions';

type Props = {
  people: Person[];
  auto: AutoAssignee[];
  roles: RoleCode[];
  onAddPerson: (p: Person) => void;
  onRemovePerson: (userId: number) => void;
  onRolesChange: (roles: RoleCode[]) => void;
};

/**
 * The assignee dropdown (spec 000 §5): ACTIVE colleagues without the caller (GET /task/users excludeSelf),
 * and roles to tag (everyone in the role takes part). The people the toggles add show as chips marked
 * 'auto'; removing one is refused by the form with the spec's message.
 */
export function AssigneePicker(props: Props) {
  const { s, isFetching, paging, known, value, data, onChange } = useAssigneeOptions(props);
  return (
    <MultiSelect
      {...s.props(paging)}
      label="Assignees"
      required
      placeholder={value.length ? undefined : 'Search people or roles'}
      searchable
      data={data}
      value={value}
      renderPill={firstChipThenMore(value)}
      onChange={onChange}
      filter={({ options }) => serverFiltered({ options }) as never}
      nothingFoundMessage={isFetching || s.typing ? 'Searching…' : 'Nobody found'}
      renderOption={({ option }) => (
        <AssigneeOption option={option} person={known.get(Number(option.value))} />
      )}
      data-testid="task-assignees"
    />
  );
}
