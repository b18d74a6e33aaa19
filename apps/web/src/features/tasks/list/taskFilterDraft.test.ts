import { describe, expect, it } from 'vitest';
import {
  withLinks,
  withPeople,
  withPeopleApplyTo,
  withSingleLevel,
  withTeamOwners,
  withTeamOwnersApplyTo,
} from './taskFilterDraft';

describe('the task filter drawer draft (spec 001 §5, §7)', () => {
  it('keeps who the people apply to when the people change, Anyone at first', () => {
    const d = withPeople({}, [3], 'EXCLUDE');
    expect(d.userIds).toEqual({ ids: [3], selectionType: 'EXCLUDE', applySelectionTo: 'ALL' });
    const creators = withPeopleApplyTo(d, 'CREATOR');
    expect(withPeople(creators, [4], 'INCLUDE').userIds).toEqual({
      ids: [4],
      selectionType: 'INCLUDE',
      applySelectionTo: 'CREATOR',
    });
    expect(withPeopleApplyTo({}, 'ASSIGNEE').userIds).toEqual({
      ids: [],
      selectionType: 'INCLUDE',
      applySelectionTo: 'ASSIGNEE',
    });
  });

  it('keeps the team owners, their teams and the single level apart', () => {
    let d = withSingleLevel({}, true);
    d = withTeamOwnersApplyTo(d, 'ASSIGNEE');
    d = withTeamOwners(d, [7], 'INCLUDE');
    expect(d.teamOwners).toEqual({
      ids: [7],
      selectionType: 'INCLUDE',
      applySelectionTo: 'ASSIGNEE',
      singleLevelTeamOwners: true,
    });
  });

  it('sets a link selection alone', () => {
    const d = withLinks(
      { eventIds: { ids: [1], selectionType: 'INCLUDE' } },
      'brandIds',
      [2],
      'EXCLUDE',
    );
    expect(d).toEqual({
      eventIds: { ids: [1], selectionType: 'INCLUDE' },
      brandIds: { ids: [2], selectionType: 'EXCLUDE' },
    });
  });
});
