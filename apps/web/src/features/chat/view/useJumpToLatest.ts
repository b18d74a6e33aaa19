import { useCallback, useRef, type RefObject } from 'react';
import type { VirtuosoHandle } from 'react-virtuoso';

/** How many times a jump to the newest message scrolls again when it came to rest short of the bottom. */
const RETRIES = 5;

/**
 * The "Jump to the latest message" button's scroll, made to land: a smooth scroll to the last message aims at
 * the list's height as measured so far, and the messages it passes are measured on the way (taller or shorter
 * than estimated), so it may stop short of the bottom. When the list comes to rest short of it (`isScrolling`
 * false while not at the bottom), the jump scrolls again, at most RETRIES times, until `atBottom` says it is
 * there. Answers `jump` (for the button) and the two Virtuoso callbacks it needs.
 */
export function useJumpToLatest(
  list: RefObject<VirtuosoHandle | null>,
  setAtBottom: (atBottom: boolean) => void,
) {
  const left = useRef(0);
  const bottom = useRef(true);
  const scroll = useCallback(
    () => list.current?.scrollToIndex({ index: 'LAST', behavior: 'smooth' }),
    [list],
  );
  const jump = useCallback(() => {
    left.current = RETRIES;
    scroll();
  }, [scroll]);
  const atBottomStateChange = useCallback(
    (atBottom: boolean) => {
      bottom.current = atBottom;
      if (atBottom) left.current = 0;
      setAtBottom(atBottom);
    },
    [setAtBottom],
  );
  const isScrolling = useCallback(
    (scrolling: boolean) => {
      if (scrolling || bottom.current || left.current <= 0) return;
      left.current -= 1;
      scroll();
    },
    [scroll],
  );
  return { jump, atBottomStateChange, isScrolling };
}
