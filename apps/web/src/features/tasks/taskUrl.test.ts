import { describe, expect, it } from 'vitest';
import { readTaskPageState, visibleTabs } from './taskUrl';
import { encodeTaskFilter } from './list/taskFilter';

describe('the task page URL (/taskManagement?tab&taskStatus&taskType&taskId)', () => {
  it('reads every part, with defaults for what is missing or unknown', () => {
    expect(readTaskPageState(new URLSearchParams(''), false)).toEqual({
      tab: 'ALL',
      taskStatus: 'OPEN',
      taskType: 'ALL',
      taskId: null,
      searchFor: '',
      filter: {},
    });
    const filter = encodeTaskFilter({ brandIds: { ids: [3], selectionType: 'INCLUDE' } })!;
    const s = readTaskPageState(
      new URLSearchParams({
        tab: 'FOR_YOU',
        taskStatus: 'CLOSED',
        taskType: 'BRAND',
        taskId: '42',
        searchFor: 'deck',
        filter,
      }),
      false,
    );
    expect(s).toEqual({
      tab: 'FOR_YOU',
      taskStatus: 'CLOSED',
      taskType: 'BRAND',
      taskId: 42,
      searchFor: 'deck',
      filter: { brandIds: { ids: [3], selectionType: 'INCLUDE' } },
    });
    expect(
      readTaskPageState(new URLSearchParams({ tab: 'NOPE', taskStatus: 'x', taskId: '-1' }), false),
    ).toMatchObject({ tab: 'ALL', taskStatus: 'OPEN', taskId: null });
  });

  it('shows Team tasks to team owners only', () => {
    expect(readTaskPageState(new URLSearchParams({ tab: 'TEAM_TASK' }), false).tab).toBe('ALL');
    expect(readTaskPageState(new URLSearchParams({ tab: 'TEAM_TASK' }), true).tab).toBe(
      'TEAM_TASK',
    );
    expect(visibleTabs(false)).not.toContain('TEAM_TASK');
    expect(visibleTabs(true)).toContain('TEAM_TASK');
  });
});
