import { CHAT_GROUP_DESCRIPTION_MAX, CHAT_GROUP_NAME_MAX, chatRoutes } from '@crm/contracts';
import type { ContractCheck } from '../../../lib/form';
import type { UserSummary } from '../../tasks';
import { maxLengthError } from './useGroupForm';

/** The New group form: name, description, and the picked colleagues (kept whole for their labels). */
export type NewGroupValues = {
  name: string;
  description: string;
  members: Map<number, UserSummary>;
};

/** An empty New group form. */
export const emptyGroup = (): NewGroupValues => ({
  name: '',
  description: '',
  members: new Map(),
});

/**
 * How New group is checked: PUT /api/group's schema (a name, at least one member) with the screen's
 * 'Maximum N characters allowed' under an over-long name or description; an empty name or no members
 * says nothing, it only keeps Create disabled.
 */
export const newGroupCheck: ContractCheck<NewGroupValues> = {
  schema: chatRoutes.createGroup.body,
  request: (v) => ({ name: v.name, description: v.description, members: [...v.members.keys()] }),
  sentences: (v) => ({
    name: maxLengthError(v.name, CHAT_GROUP_NAME_MAX) ?? null,
    description: maxLengthError(v.description, CHAT_GROUP_DESCRIPTION_MAX) ?? null,
    members: null,
  }),
};
