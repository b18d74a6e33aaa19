import type { MouseEvent } from 'react';
import classes from './skipLink.module.css';

/** The id of the page's main region, the skip link's target. */
export const MAIN_ID = 'main-content';

/** Class of the main region: no focus ring when the skip link moves focus there. */
export const mainClass = classes.main;

/**
 * 'Skip to content' (WCAG 2.4.1): the first Tab stop of every signed-in page, hidden until focused; activating it
 * moves focus to the main region (without touching the URL's hash, which the router owns).
 */
export function SkipLink() {
  const skip = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    document.getElementById(MAIN_ID)?.focus();
  };
  return (
    <a href={`#${MAIN_ID}`} className={classes.link} onClick={skip} data-testid="skip-link">
      Skip to content
    </a>
  );
}
