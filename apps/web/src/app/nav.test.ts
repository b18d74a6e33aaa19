import { describe, expect, it } from 'vitest';
import { currentNavKey, splitForHeight, visibleNavKeys } from './nav';

describe('navigation visibility (spec 000 §6)', () => {
  it('flag set one (ADMIN or MG) sees every entry, POC Contacts only with BO', () => {
    const all = [
      'home',
      'employees',
      'brands',
      'inventories',
      'events',
      'repository',
      'tasks',
      'chat',
      'reports',
      'newsFeed',
      'settings',
    ];
    expect(visibleNavKeys({ roles: ['MG'], isAdmin: false })).toEqual(all);
    expect(visibleNavKeys({ roles: [], isAdmin: true })).toEqual(all);
    expect(visibleNavKeys({ roles: ['ADMIN', 'BO'], isAdmin: false })).toContain('pocContacts');
    expect(visibleNavKeys({ roles: ['ADMIN', 'BO'], isAdmin: false })).toContain('pipeline');
  });

  it('flag set two (HR or VH) sees everything but Settings, in its own order; Reports only who may open it', () => {
    // HR reads none of the pipeline, so the reports would all answer 403 (issue 38 §3)
    expect(visibleNavKeys({ roles: ['HR'], isAdmin: false })).toEqual([
      'home',
      'inventories',
      'events',
      'brands',
      'repository',
      'tasks',
      'chat',
      'employees',
      'newsFeed',
    ]);
    expect(visibleNavKeys({ roles: ['VH', 'BO'], isAdmin: false })).toEqual([
      'home',
      'inventories',
      'events',
      'pocContacts',
      'brands',
      'pipeline',
      'repository',
      'tasks',
      'chat',
      'employees',
      'newsFeed',
      'reports',
    ]);
  });

  it('other users: POC Contacts and Pipeline for BO, Brands for BO/PO/TO, Repository for PO/BO/TO, Reports for TO; no Settings or News Feed', () => {
    expect(visibleNavKeys({ roles: ['BO'], isAdmin: false })).toEqual([
      'home',
      'inventories',
      'events',
      'pocContacts',
      'brands',
      'pipeline',
      'repository',
      'tasks',
      'chat',
      'employees',
    ]);
    expect(visibleNavKeys({ roles: ['PO'], isAdmin: false })).toEqual([
      'home',
      'inventories',
      'events',
      'brands',
      'repository',
      'tasks',
      'chat',
      'employees',
    ]);
    expect(visibleNavKeys({ roles: ['TO'], isAdmin: false })).toEqual([
      'home',
      'inventories',
      'events',
      'brands',
      'repository',
      'tasks',
      'chat',
      'employees',
      'reports',
    ]);
    expect(visibleNavKeys({ roles: ['SME'], isAdmin: false })).toEqual([
      'home',
      'inventories',
      'events',
      'tasks',
      'chat',
      'employees',
    ]);
  });
});

describe('More menu by window height (spec 000 §2.4)', () => {
  const items = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k'];

  it('hides nothing at 800 px and above', () => {
    expect(splitForHeight(items, 800)).toEqual({ shown: items, more: [] });
  });

  it('hides one more trailing entry per 50 px step crossed', () => {
    expect(splitForHeight(items, 799).more).toEqual(['k']);
    expect(splitForHeight(items, 700).more).toEqual(['j', 'k']);
    expect(splitForHeight(items, 649).more).toEqual(['h', 'i', 'j', 'k']);
    expect(splitForHeight(items, 100).shown).toEqual(['a']);
  });

  it('keeps the first entry when there are few entries', () => {
    expect(splitForHeight(['a', 'b'], 300)).toEqual({ shown: ['a'], more: ['b'] });
  });
});

describe('current entry', () => {
  it('matches the first path segment', () => {
    expect(currentNavKey('/brands')).toBe('brands');
    expect(currentNavKey('/reports')).toBe('reports');
    expect(currentNavKey('/brandInfo/3')).toBeNull();
  });

  it('puts the admins’ reference data (/settings) under Settings', () => {
    expect(currentNavKey('/settings')).toBe('settings');
    expect(currentNavKey('/customizablefields')).toBe('settings');
    expect(currentNavKey('/settings', ['home', 'brands'])).toBeNull();
  });
});
