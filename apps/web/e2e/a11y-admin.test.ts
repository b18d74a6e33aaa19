import { mainPagesHaveNoSeriousViolation } from './a11yPages.js';

/** Accessibility (WCAG 2.1 AA) of the main pages as an admin sees them (a file of its own: the browser specs run two at a time). */
mainPagesHaveNoSeriousViolation('admin');
