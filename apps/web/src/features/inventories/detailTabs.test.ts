import { describe, expect, it } from 'vitest';
import { detailTab, withDetailTab } from './detailTabs';

const q = (s: string) => new URLSearchParams(s);

describe('the /inventory/{eiId} tabs (spec 000 §2.1)', () => {
  it('opens tab1 when it names a tab, the collaboration requests with invitation=true, else the overview', () => {
    expect(detailTab(q(''))).toBe('1');
    expect(detailTab(q('tab1=3&eventName=IPL'))).toBe('3');
    expect(detailTab(q('tab1=2'))).toBe('2');
    expect(detailTab(q('invitation=true'))).toBe('2');
    expect(detailTab(q('invitation=false'))).toBe('1');
    expect(detailTab(q('tab1=9'))).toBe('1');
    expect(detailTab(q('tab1=9&invitation=true'))).toBe('2');
  });

  it('choosing a tab sets tab1, drops invitation and keeps the other parameters', () => {
    const next = withDetailTab(q('eventName=IPL&invitation=true&tab1=2'), '3');
    expect(next.get('tab1')).toBe('3');
    expect(next.has('invitation')).toBe(false);
    expect(next.get('eventName')).toBe('IPL');
  });
});
