import { describe, expect, it } from 'vitest';
import { collapseCrumbs, crumbFor, crumbsThatFit, type CrumbContext } from './breadcrumbs';

const ctx: CrumbContext = { isBO: false };
const name = (path: string, c: CrumbContext = ctx) => {
  const [p, s = ''] = path.split('?');
  return crumbFor(p, s ? `?${s}` : '', c)?.name ?? null;
};

describe('breadcrumb names (spec 000 §2.1)', () => {
  it('does not track /, /login and /privacy-policy', () => {
    expect(name('/')).toBeNull();
    expect(name('/login')).toBeNull();
    expect(name('/privacy-policy')).toBeNull();
  });

  it('names /home Home and clears history', () => {
    expect(crumbFor('/home', '', ctx)).toEqual({ name: 'Home', clearsHistory: true });
  });

  it('names the fixed routes from the table', () => {
    expect(name('/poInventories')).toBe('Inventories Overview');
    expect(name('/boInventories')).toBe('Assigned for You Overview');
    expect(name('/inventories')).toBe('All Inventories & Events');
    expect(name('/reportsV2?showBrandDataCompletionReport=true')).toBe('Reports');
    expect(name('/assignbrandV2/7?tab=ASSIGNED')).toBe('Assign Brands');
    expect(name('/addcallnotes?brandId=3')).toBe('Assign & Update Inventories');
    expect(name('/globalSearch')).toBe('Global Search');
    expect(name('/newsfeed')).toBe('Newsfeed');
    expect(name('/feedback')).toBe('Feedback');
  });

  it('names the admin pages by their path after /admin/; unknown ones are untracked', () => {
    expect(name('/admin/news')).toBe('Manage News');
    expect(name('/admin/users/teams')).toBe('Team Overview');
    expect(name('/admin/nope')).toBeNull();
  });

  it('names /brands by mainTab, defaulting to Your Brands for BO users', () => {
    expect(name('/brands?mainTab=MY_BRANDS')).toBe('Your Brands');
    expect(name('/brands?mainTab=ALL_BRANDS')).toBe('All Brands');
    expect(name('/brands')).toBe('All Brands');
    expect(name('/brands', { isBO: true })).toBe('Your Brands');
    expect(name('/brands?mainTab=ALL_BRANDS', { isBO: true })).toBe('All Brands');
  });

  it('names /inventoryEvents after the inventory', () => {
    expect(name('/inventoryEvents/4?inventoryName=Title%20Sponsor')).toBe('Title Sponsor Events');
  });

  it('names /peopleConnect by its tabs', () => {
    expect(name('/peopleConnect?tabs=MY_TEAM')).toBe('Your Team / Active');
    expect(name('/peopleConnect?secondaryTab=INACTIVE')).toBe('All Employees / Deactivated');
  });

  it('names /inventory by event when reached from inventory events, else by inventory', () => {
    const path = '/inventory/9?eventName=IPL&inventoryName=Jersey';
    expect(name(path)).toBe('Jersey');
    expect(
      name(path, { isBO: false, previousPath: '/inventoryEvents/4?inventoryName=Jersey' }),
    ).toBe('IPL');
  });

  it('names /assignbrand by isTOUser and prefixes event and inventory unless from an inventory page', () => {
    expect(name('/assignbrand/1?isTOUser=true')).toBe('Your Team’s Brands Assigned');
    expect(name('/assignbrand/1?eventName=IPL&inventoryName=Jersey')).toBe(
      'IPL / Jersey / Assign Brands',
    );
    expect(
      name('/assignbrand/1?eventName=IPL', { isBO: false, previousPath: '/inventory/9' }),
    ).toBe('Assign Brands');
  });
});

describe('breadcrumb collapsing (spec 000 §2.3)', () => {
  const trail = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ name: `P${i}`, path: `/p${i}` }));

  it('shows all crumbs up to 6, with only the last flagged', () => {
    const items = collapseCrumbs(trail(6));
    expect(items).toHaveLength(6);
    expect(items.map((i) => i.kind === 'crumb' && i.last)).toEqual([
      false,
      false,
      false,
      false,
      false,
      true,
    ]);
  });

  it('collapses more than 6 into the first 3, an ellipsis and the last 3 with their history indexes', () => {
    const items = collapseCrumbs(trail(8));
    expect(items.map((i) => (i.kind === 'crumb' ? `${i.entry.name}@${i.index}` : '…'))).toEqual([
      'P0@0',
      'P1@1',
      'P2@2',
      '…',
      'P5@5',
      'P6@6',
      'P7@7',
    ]);
  });

  it('collapses to what fits in a narrower header: the first half, an ellipsis, the last half; the current page always', () => {
    const names = (items: ReturnType<typeof collapseCrumbs>) =>
      items.map((i) => (i.kind === 'crumb' ? i.entry.name : '…'));
    expect(names(collapseCrumbs(trail(5), 3))).toEqual(['P0', '…', 'P3', 'P4']);
    expect(names(collapseCrumbs(trail(8), 4))).toEqual(['P0', 'P1', '…', 'P6', 'P7']);
    expect(names(collapseCrumbs(trail(4), 1))).toEqual(['…', 'P3']);
    expect(names(collapseCrumbs(trail(3), 0))).toEqual(['…', 'P2']);
    expect(names(collapseCrumbs(trail(3), 3))).toEqual(['P0', 'P1', 'P2']);
    expect(names(collapseCrumbs(trail(8), 20))).toEqual(['P0', 'P1', 'P2', '…', 'P5', 'P6', 'P7']);
  });

  it('counts the crumbs that fit in the header’s room: at least the current page, at most 6', () => {
    expect(crumbsThatFit(0)).toBe(1);
    expect(crumbsThatFit(260)).toBe(1);
    expect(crumbsThatFit(460)).toBe(2);
    expect(crumbsThatFit(1059)).toBe(4);
    expect(crumbsThatFit(5000)).toBe(6);
  });
});
