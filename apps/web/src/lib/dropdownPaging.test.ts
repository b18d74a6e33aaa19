import { describe, expect, it } from 'vitest';
import {
  LOAD_MORE_VALUE,
  mergePages,
  moreChipsLabel,
  nextPageNo,
  reachedScrollTrigger,
  pagedSearchHandlers,
  searchSent,
} from './dropdownPaging';

describe('moreChipsLabel', () => {
  it('shows one chip then +N', () => {
    expect(moreChipsLabel(0)).toBeNull();
    expect(moreChipsLabel(1)).toBeNull();
    expect(moreChipsLabel(2)).toBe('+1');
    expect(moreChipsLabel(7)).toBe('+6');
  });
  it('counts past a configured number of chips', () => {
    expect(moreChipsLabel(3, 3)).toBeNull();
    expect(moreChipsLabel(5, 3)).toBe('+2');
  });
});

describe('reachedScrollTrigger', () => {
  const list = (scrollTop: number) => ({ scrollTop, clientHeight: 300, scrollHeight: 1000 });
  it('fires once 80 % of the list has been shown', () => {
    expect(reachedScrollTrigger(list(0))).toBe(false);
    expect(reachedScrollTrigger(list(499))).toBe(false);
    expect(reachedScrollTrigger(list(500))).toBe(true);
    expect(reachedScrollTrigger(list(700))).toBe(true);
  });
  it('fires at once for a list shorter than its viewport, never for an empty one', () => {
    expect(reachedScrollTrigger({ scrollTop: 0, clientHeight: 300, scrollHeight: 200 })).toBe(true);
    expect(reachedScrollTrigger({ scrollTop: 0, clientHeight: 0, scrollHeight: 0 })).toBe(false);
  });
});

describe('nextPageNo', () => {
  it('asks for the page after the last one until totalPages', () => {
    expect(nextPageNo({ pageNo: 1, totalPages: 3 })).toBe(2);
    expect(nextPageNo({ pageNo: 3, totalPages: 3 })).toBeUndefined();
    expect(nextPageNo({ pageNo: 1, totalPages: 0 })).toBeUndefined();
  });
});

describe('mergePages', () => {
  const o = (v: number) => ({ value: String(v), label: `Option ${v}` });
  const merged = (pages: { value: string }[][]) =>
    mergePages(pages, (x) => x.value).map((x) => x.value);
  it('appends later pages after earlier ones', () => {
    expect(merged([[o(1), o(2)], [o(3)]])).toEqual(['1', '2', '3']);
  });
  it('keeps an item that shows on two pages in its first place only', () => {
    expect(
      merged([
        [o(1), o(2)],
        [o(2), o(3)],
      ]),
    ).toEqual(['1', '2', '3']);
  });
  it('is empty for no pages', () => {
    expect(merged([])).toEqual([]);
  });
});

describe('pagedSearchHandlers', () => {
  const handlers = () => {
    const calls: string[] = [];
    const h = pagedSearchHandlers(
      { current: false },
      {
        setSearch: (s) => calls.push(`search:${s}`),
        setOpened: (o) => calls.push(o ? 'open' : 'close'),
        onClosed: () => calls.push('reload'),
      },
    );
    return { h, calls };
  };
  it('keeps the typed text when a multi-select picks the Load More row', () => {
    const { h, calls } = handlers();
    h.onSearchChange('acme');
    h.onOptionSubmit(LOAD_MORE_VALUE);
    h.onSearchChange('');
    expect(calls).toEqual(['search:acme']);
  });
  it('clears the search after picking an option, and after Load More once the user types again', () => {
    const { h, calls } = handlers();
    h.onOptionSubmit('12');
    h.onSearchChange('');
    h.onOptionSubmit(LOAD_MORE_VALUE);
    h.onSearchChange('b');
    h.onSearchChange('');
    expect(calls).toEqual(['search:', 'search:b', 'search:']);
  });
  it('keeps a single select open when its Load More row is picked, and closes it on a real pick', () => {
    const { h, calls } = handlers();
    h.onDropdownOpen();
    h.onOptionSubmit(LOAD_MORE_VALUE);
    h.onDropdownClose();
    expect(calls).toEqual(['open']);
    h.onOptionSubmit('7');
    h.onDropdownClose();
    expect(calls).toEqual(['open', 'close', 'reload']);
  });
  it('reloads on every real close, after Load More too', () => {
    const { h, calls } = handlers();
    h.onDropdownOpen();
    h.onOptionSubmit(LOAD_MORE_VALUE);
    h.onSearchChange('');
    h.onDropdownClose();
    h.onDropdownOpen();
    h.onDropdownClose();
    expect(calls).toEqual(['open', 'close', 'reload', 'open', 'close', 'reload']);
  });
});

describe('searchSent', () => {
  it('sends the debounced text, trimmed', () => {
    expect(searchSent('acme ', 'acme ')).toBe('acme');
    expect(searchSent('acme co', 'acme')).toBe('acme');
  });
  it('sends nothing at once when the box is empty (cleared or closed), before the debounce catches up', () => {
    expect(searchSent('', 'acme')).toBe('');
    expect(searchSent('  ', 'acme')).toBe('');
  });
  it("sends nothing while the box shows the picked option's label", () => {
    expect(searchSent('Acme', 'Ac', 'Acme')).toBe('');
    expect(searchSent('Acme', 'Acme', 'Acme')).toBe('');
    expect(searchSent('Acme x', 'Acme x', 'Acme')).toBe('Acme x');
  });
});
