import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute, pathWithQuery, routeRequest } from './routes.js';

describe('route requests', () => {
  it('repeats an array key and leaves out undefined and empty values', () => {
    expect(
      pathWithQuery('/task/users', { userIds: [1, 2], searchFor: '', pageNo: undefined }),
    ).toBe('/task/users?userIds=1&userIds=2');
    expect(pathWithQuery('/task/users', {})).toBe('/task/users');
  });

  it('sends a query-schema entry’s input as its query string, whatever the method; a body entry’s as JSON', () => {
    const remove = defineRoute({
      method: 'DELETE',
      path: '/thing',
      query: z.object({ thingId: z.number() }),
      response: z.object({}),
      summary: 'Remove a thing',
      tags: ['things'],
    });
    const create = defineRoute({
      method: 'POST',
      path: '/thing',
      body: z.object({ name: z.string() }),
      response: z.object({}),
      summary: 'Create a thing',
      tags: ['things'],
    });
    expect(routeRequest(remove, { thingId: 7 })).toEqual({
      method: 'DELETE',
      url: '/thing?thingId=7',
    });
    expect(routeRequest(create, { name: 'a' })).toEqual({
      method: 'POST',
      url: '/thing',
      body: { name: 'a' },
    });
  });
});
