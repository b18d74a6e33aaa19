import { useCallback, useEffect, useRef, type RefObject } from 'react';
import type { VirtuosoHandle } from 'react-virtuoso';

/** How often (ms) and how many times a jump to the newest message checks that it landed. */
const CHECK_MS = 250;
const CHECKS = 12;

/**
 * The "Jump to the latest message" button's scroll, made to land: a scroll to the last message aims at the
 * list's height as measured so far, and the messages it brings into view are measured on arrival (taller or
 * shorter than estimated), so it may stop short of the bottom, with no scroll event left to say so. After a
 * jump, every CHECK_MS (at most CHECKS times) while the list is at rest short of the bottom (`atBottom`
 * false, `isScrolling` false), it goes straight to the scroller's end. With `reduceMotion` (the reader's
 * prefers-reduced-motion) the jump is instant, else smooth. Answers `jump` (for the button) and the two
 * Virtuoso callbacks it needs.
 */
export function useJumpToLatest(
  list: RefObject<VirtuosoHandle | null>,
  setAtBottom: (atBottom: boolean) => void,
  reduceMotion: boolean,
) {
  const bottom = useRef(true);
  const scrolling = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const jump = useCallback(() => {
    clearTimeout(timer.current);
    list.current?.scrollToIndex({ index: 'LAST', behavior: reduceMotion ? 'auto' : 'smooth' });
    let left = CHECKS;
    const check = () => {
      if (bottom.current || left-- <= 0) return;
      if (!scrolling.current) list.current?.scrollTo({ top: Number.MAX_SAFE_INTEGER });
      timer.current = setTimeout(check, CHECK_MS);
    };
    timer.current = setTimeout(check, CHECK_MS);
  }, [list, reduceMotion]);
  const atBottomStateChange = useCallback(
    (atBottom: boolean) => {
      bottom.current = atBottom;
      setAtBottom(atBottom);
    },
    [setAtBottom],
  );
  const isScrolling = useCallback((now: boolean) => {
    scrolling.current = now;
  }, []);
  return { jump, atBottomStateChange, isScrolling };
}
