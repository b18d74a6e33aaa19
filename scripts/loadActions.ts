/**
 * The load test's actions (scripts/load.ts): what a simulated person does, weighted by how often such people
 * do it, with the roles allowed to and the request each sends.
 */
/** One action: its name, whether it writes, who may do it, and its request. */
export type Action = {
  name: string;
  write: boolean;
  roles?: string[];
  request: (
    f: Fixtures,
    person: { userId: number },
  ) => { method: string; path: string; body?: object };
};
export type Fixtures = {
  brandIds: number[];
  pairings: { eiId: number; brandId: number }[];
  userIds: number[];
};

const pick = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)]!;
const ACTIONS: [number, Action][] = [
  [15, { name: 'home', write: false, request: () => ({ method: 'GET', path: '/api/dashboard' }) }],
  [
    15,
    {
      name: 'brand list',
      write: false,
      request: () => ({
        method: 'POST',
        path: '/api/brand',
        body: { pageNo: 1 + Math.floor(Math.random() * 5), mainTab: 'ALL_BRANDS' },
      }),
    },
  ],
  [
    10,
    {
      name: 'brand list, filtered',
      write: false,
      request: () => ({
        method: 'POST',
        path: '/api/brand',
        body: { searchFor: pick(['tata', 'reli', 'foods', 'bank']), mainTab: 'ALL_BRANDS' },
      }),
    },
  ],
  [
    15,
    {
      name: 'brand info',
      write: false,
      request: (f) => ({ method: 'GET', path: `/api/brand/info?brandId=${pick(f.brandIds)}` }),
    },
  ],
  [
    10,
    {
      name: 'search',
      write: false,
      request: () => ({
        method: 'GET',
        path: `/api/user/global-search/suggestions?searchFor=${pick(['reli', 'tata', 'priya', 'music'])}`,
      }),
    },
  ],
  [
    10,
    {
      name: 'notifications',
      write: false,
      request: () => ({ method: 'GET', path: '/api/user/notifications' }),
    },
  ],
  [
    10,
    {
      name: 'stage update',
      write: true,
      roles: ['po', 'admin'],
      request: (f) => ({
        method: 'POST',
        path: '/api/event/inventory/brand/stage/update',
        body: { ...pick(f.pairings), stage: pick(['ASSIGNED', 'IN_PROGRESS']) },
      }),
    },
  ],
  [
    8,
    {
      name: 'call note',
      write: true,
      roles: ['po', 'admin'],
      request: (f) => ({
        method: 'PUT',
        path: '/api/brand/interactions',
        body: {
          brandId: pick(f.pairings).brandId,
          type: 'CALL',
          note: 'Spoke about the title sponsorship',
          updates: [],
        },
      }),
    },
  ],
  [
    7,
    {
      name: 'task',
      write: true,
      request: (f, person) => ({
        method: 'PUT',
        path: '/api/task',
        body: {
          name: 'Send the proposal',
          description: 'Load test task',
          relatedUsers: [{ id: pick(f.userIds.filter((id) => id !== person.userId)) }],
        },
      }),
    },
  ],
];
export const WEIGHT = ACTIONS.reduce((s, [w]) => s + w, 0);

/** An action `person` may do, picked by weight. */
export function nextAction(person: { role: string }): Action {
  for (;;) {
    let r = Math.random() * WEIGHT;
    const [, action] = ACTIONS.find(([w]) => (r -= w) < 0)!;
    if (!action.roles || action.roles.includes(person.role)) return action;
  }
}
