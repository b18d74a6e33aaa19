import { describe, expect, it } from 'vitest';
import { backTarget, cutTo, GLOBAL_SEARCH, pushEntry, type HistoryEntry } from './history';

const home: HistoryEntry = { name: 'Home', path: '/home' };
const brands: HistoryEntry = { name: 'All Brands', path: '/brands' };
const nike: HistoryEntry = { name: 'Nike', path: '/brandInfo/1?brandName=Nike' };

describe('history (spec 000 §2.2)', () => {
  it('appends a new entry', () => {
    expect(pushEntry([home], brands)).toEqual([home, brands]);
  });

  it('replaces the last entry when asked to', () => {
    expect(pushEntry([home, brands], nike, { replace: true })).toEqual([home, nike]);
  });

  it('drops the last entry when the entry two back has the same name (back-step)', () => {
    const brandsMine = { name: 'All Brands', path: '/brands?page=2' };
    expect(pushEntry([home, brands, nike], brandsMine)).toEqual([home, brandsMine]);
  });

  it('replaces the last entry when the path is the same', () => {
    const renamed = { name: 'Nike Inc', path: nike.path };
    expect(pushEntry([home, nike], renamed)).toEqual([home, renamed]);
  });

  it('replaces the last entry when the name is the same', () => {
    const other = { name: 'All Brands', path: '/brands?mainTab=ALL_BRANDS' };
    expect(pushEntry([home, brands], other)).toEqual([home, other]);
  });

  it('cuts history back to an index, inclusive', () => {
    expect(cutTo([home, brands, nike], 1)).toEqual([home, brands]);
    expect(cutTo([home, brands, nike], 0)).toEqual([home]);
    expect(cutTo([home, brands], 5)).toEqual([home, brands]);
  });

  it('goes back to /home when history holds one entry or none', () => {
    expect(backTarget([brands])).toBe('/home');
    expect(backTarget([])).toBe('/home');
  });

  it('goes back to the previous entry', () => {
    expect(backTarget([home, brands, nike])).toBe('/brands');
  });

  it('goes back to /home when the previous entry is global search', () => {
    expect(backTarget([home, { name: GLOBAL_SEARCH, path: '/globalSearch' }, nike])).toBe('/home');
  });
});
