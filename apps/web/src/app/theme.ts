import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** The product name shown in the header and the page title on /home. */
export const PRODUCT_NAME = 'SponsorDesk';

/** Brand blue around #0094FF (shade 6 is the primary). */
const brand: MantineColorsTuple = ['#e0f2ff', '#b8e0ff', '#8accff', '#5cb8ff', '#33a6ff', '#1a9cff', '#0094ff', '#0080db', '#006bb8', '#005694'];

/** The Mantine theme: brand blue primary, Inter-like system font, tooltips delayed 400 ms (spec 000 §2.12). */
export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 6,
  colors: { brand },
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  defaultRadius: 'md',
  components: {
    Tooltip: { defaultProps: { openDelay: 400, withArrow: true } },
  },
});
