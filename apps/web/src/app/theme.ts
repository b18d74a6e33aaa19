import { createTheme, type MantineColorsTuple } from '@mantine/core';
import { DateInput, DatePickerInput, DateTimePicker, TimePicker } from '@mantine/dates';
import { DATE_FORMAT, DATE_TIME_FORMAT, parseShownDate } from '../lib/format';

/**
 * Brand blue. Shade 5 is the signature #0094FF (the logo mark, large accents); shade 6, the primary
 * used for text, links and filled buttons, is the same hue dark enough for 4.5:1 against white, the
 * page grey and the light brand tint (WCAG 2.1 AA text contrast).
 */
const brand: MantineColorsTuple = [
  '#e0f2ff',
  '#b8e0ff',
  '#8accff',
  '#5cb8ff',
  '#33a6ff',
  '#0094ff',
  '#0068bd',
  '#005fa8',
  '#00569a',
  '#004b85',
];

/**
 * The Mantine theme: brand blue primary, Inter-like system font, tooltips delayed 400 ms (spec 000 §2.12),
 * black text on light filled colours (auto contrast), named pagination arrows and close buttons; every
 * date input shows and reads dd/MM/yyyy and every time picker is 12-hour (spec 000 §2.12, §9), so no
 * input sets its own format. A person who asked their system for less motion gets no transitions (motion.css).
 */
export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 6,
  colors: { brand },
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  defaultRadius: 'md',
  autoContrast: true,
  respectReducedMotion: true,
  components: {
    Tooltip: { defaultProps: { openDelay: 400, withArrow: true } },
    DateInput: DateInput.extend({
      defaultProps: {
        valueFormat: DATE_FORMAT,
        dateParser: parseShownDate,
        placeholder: 'dd/mm/yyyy',
      },
    }),
    DatePickerInput: DatePickerInput.extend({ defaultProps: { valueFormat: DATE_FORMAT } }),
    DateTimePicker: DateTimePicker.extend({ defaultProps: { valueFormat: DATE_TIME_FORMAT } }),
    TimePicker: TimePicker.extend({ defaultProps: { format: '12h' } }),
    CloseButton: { defaultProps: { 'aria-label': 'Close' } },
    Pagination: {
      defaultProps: {
        getControlProps: (control: string) => ({
          'aria-label': `${control[0]!.toUpperCase()}${control.slice(1)} page`,
        }),
      },
    },
  },
});
