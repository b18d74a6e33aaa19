import { Button, Group, Modal, MultiSelect, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { ROLE_NAMES, type RoleCode } from '@crm/contracts';
import type { UserSummary } from '../types';
import { ColleagueMultiSelect } from './ColleagueMultiSelect';
import type { ColleagueSource } from './pickerSources';
import { dropdownProps, firstChipThenMore } from '../../../components/dropdown';

type Props = {
  opened: boolean;
  title: string;
  /** Where the picker reads: GET /task/users without the caller unless given (or the users for addition to a sub-assignment). */
  source?: ColleagueSource;
  /** Offer roles to tag too (spec 000 §5: everyone in the role takes part). */
  withRoles?: boolean;
  excludeIds?: number[];
  saving: boolean;
  onSave: (userIds: number[], roles: RoleCode[]) => void;
  onClose: () => void;
  children?: ReactNode;
};

/** A dialog to pick colleagues (searched on the server, paged) and optionally roles, then Add. */
export function UserPickerModal({
  opened,
  title,
  source,
  withRoles = false,
  excludeIds = [],
  saving,
  onSave,
  onClose,
  children,
}: Props) {
  const [picked, setPicked] = useState<Map<number, UserSummary>>(new Map());
  const [roles, setRoles] = useState<RoleCode[]>([]);
  const reset = () => {
    setPicked(new Map());
    setRoles([]);
  };

  return (
    <Modal
      opened={opened}
      onClose={() => {
        reset();
        onClose();
      }}
      title={title}
      centered
    >
      <Stack>
        {children}
        <ColleagueMultiSelect
          label="People"
          source={source}
          value={picked}
          onChange={setPicked}
          excludeIds={excludeIds}
          enabled={opened}
          testId="user-picker"
        />
        {withRoles && (
          <MultiSelect
            {...dropdownProps()}
            label="Roles"
            description="Everyone in a tagged role takes part"
            data={(Object.entries(ROLE_NAMES) as [RoleCode, string][]).map(([code, name]) => ({
              value: code,
              label: `${name} (${code})`,
            }))}
            value={roles}
            renderPill={firstChipThenMore(roles)}
            onChange={(v) => setRoles(v as RoleCode[])}
            searchable
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={!picked.size && !roles.length}
            loading={saving}
            onClick={() => {
              onSave([...picked.keys()], roles);
              reset();
            }}
            data-testid="user-picker-save"
          >
            Add
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
