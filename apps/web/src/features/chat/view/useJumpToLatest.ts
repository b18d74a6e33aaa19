import { useCallback, useRef, type RefObject } from 'react';
import type { VirtuosoHandle } from 'react-virtuoso';

/** How many times a jump to the newest message scrolls again when it came to rest short of the bottom. */
const RETRIES = 5;

/**
 * The "Jump to the latest message" button's scroll, made to land: a smooth scroll to the last message aims at
 * the list's height as measured so far, and the messages it passes are measured on the way (taller or shorter
 * than estimated), so it may stop short of the bottom. When the list comes to rest short of it (`isScrolling`
 * false while not at the bottom), the jump goes again, straight to the scroller's end (no smooth scroll left
 * to fall short), at most RETRIES times, until `atBottom` says it is there. With `reduceMotion` (the
 * reader's prefers-reduced-motion) the first scroll is instant too. Answers `jump` (for the button) and the
 * two Virtuoso callbacks it needs.
 */
export function useJumpToLatest(
  list: RefObject<VirtuosoHandle | null>,
  setAtBottom: (atBottom: boolean) => void,
  reduceMotion: boolean,
) {
  const left = useRef(0);
  const bottom = useRef(true);
  const jump = useCallback(() => {
    left.current = RETRIES;
    list.current?.scrollToIndex({ index: 'LAST', behavior: reduceMotion ? 'auto' : 'smooth' });
  }, [list, reduceMotion]);
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
      list.current?.scrollTo({ top: Number.MAX_SAFE_INTEGER });
    },
    [list],
  );
  return { jump, atBottomStateChange, isScrolling };
}
