import { useMediaQuery } from '@mantine/hooks';

/** Below Mantine's `sm` breakpoint (48em, 768 px): a phone, where two panes side by side do not fit. */
const PHONE_QUERY = '(max-width: 47.99em)';

/** True on a phone-wide window (below 768 px), from the first render on; follows resizing. */
export const usePhone = (): boolean =>
  useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
