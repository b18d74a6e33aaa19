import { describe, expect, it } from 'vitest';
import {
  backTarget,
  cutTo,
  GLOBAL_SEARCH,
  GLOBAL_SEARCH_ENTRY,
  pushEntry,
  type HistoryEntry,
} from './history';

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

  it('a result opened from global search goes back to /home; its Global Search crumb stays before it', () => {
    // SearchDrawer pushes the pseudo entry, then the result's route adds its own
    const withSearch = pushEntry([home, brands], GLOBAL_SEARCH_ENTRY);
    const after = pushEntry(withSearch, nike);
    expect(after).toEqual([home, brands, { name: 'Global Search', path: '/globalSearch' }, nike]);
    expect(backTarget(after)).toBe('/home');
  });

  it('goes back from reports with a query to /reportsV2, keeping the brand data completion report', () => {
    const r = (path: string): HistoryEntry => ({ name: 'Reports', path });
    expect(backTarget([home, r('/reportsV2?eventId=4&eiId=9')])).toBe('/reportsV2');
    expect(backTarget([home, r('/reportsV2?eiId=9&showBrandDataCompletionReport=true')])).toBe(
      '/reportsV2?showBrandDataCompletionReport=true',
    );
    expect(backTarget([home, r('/reportsV2?showBrandDataCompletionReport=true')])).toBe(
      '/reportsV2',
    );
    // without a query the usual rule holds
    expect(backTarget([home, brands, r('/reportsV2')])).toBe('/brands');
    expect(backTarget([home, r('/reports?eiId=9')])).toBe('/home');
  });
});
