import { useEffect, useState, type KeyboardEvent } from 'react';

/**
 * The arrow keys over the search panel's rows: `active` is the row they reached (-1 for none, kept in
 * view), Enter runs it, or `onEnter` when none is active.
 */
export function useRowNavigation(rows: (() => void)[], onEnter: () => void) {
  const [active, setActive] = useState(-1);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' && rows.length) setActive((i) => (i + 1) % rows.length);
    else if (e.key === 'ArrowUp' && rows.length)
      setActive((i) => (i <= 0 ? rows.length - 1 : i - 1));
    else if (e.key === 'Enter') {
      if (active >= 0 && rows[active]) rows[active]!();
      else onEnter();
    } else return;
    e.preventDefault();
  };
  // keep the active row in view
  useEffect(() => {
    document
      .querySelector('[data-search-rows] [data-active]')
      ?.scrollIntoView({ block: 'nearest' });
  }, [active]);
  return { active, setActive, onKeyDown };
}
