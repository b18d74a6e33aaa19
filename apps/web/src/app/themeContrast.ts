import { darken, luminance, type CSSVariablesResolver, type MantineTheme } from '@mantine/core';

/** WCAG 2.1 AA minimum contrast of normal-size text. */
export const AA_TEXT = 4.5;

/** The page grey (gray.0) behind most text; text colours are chosen against it, the darker of page and cards. */
const PAGE = '#f8f9fa';
const WHITE = '#ffffff';
/** Dimmed text's grey, darkened by accessibleColorVariables until the brand tint reads it too. */
const DIMMED = '#697077';

/** WCAG contrast ratio of two CSS colours (hex or rgba), 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `color` darkened in 5 % steps until it reaches 4.5:1 against `background` (unchanged when it already does). */
export function darkenForText(color: string, background: string): string {
  for (let amount = 0; amount < 1; amount += 0.05) {
    const candidate = amount === 0 ? color : darken(color, amount);
    if (contrastRatio(candidate, background) >= AA_TEXT) return candidate;
  }
  return '#000000';
}

/** Whether Mantine's auto contrast puts black text on this filled colour (its luminance above the theme's threshold). */
export const takesBlackText = (theme: MantineTheme, color: string) =>
  luminance(color) > theme.luminanceThreshold;

/**
 * Light-scheme colour variables that meet WCAG 2.1 AA text contrast for every palette, replacing Mantine's:
 * - `--mantine-color-{c}-text` (`c="red"`): the first shade from the primary shade on with 4.5:1 on the page grey
 *   (shade 9 darkened when none has);
 * - `--mantine-color-{c}-filled` (+ hover): for colours that keep white text, the first shade with 4.5:1 under
 *   white (shade 9 darkened when none has); lighter colours keep their shade and get black text from the theme's `autoContrast`;
 * - `--mantine-color-{c}-light-color` (light variant): shade 9 darkened until 4.5:1 on its shade 1 background;
 * - dimmed text a darker grey, 4.5:1 on the brand tint too (an unread notification, a selected row), and the
 *   error colour the red text colour.
 */
export const accessibleColorVariables: CSSVariablesResolver = (theme) => {
  const light: Record<string, string> = {};
  const from =
    typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade.light;
  for (const [name, shades] of Object.entries(theme.colors)) {
    const firstShade = (fits: (shade: string) => boolean) => {
      for (let i = from; i < shades.length; i++) if (fits(shades[i]!)) return i;
      return -1;
    };
    const text = firstShade((s) => contrastRatio(s, PAGE) >= AA_TEXT);
    light[`--mantine-color-${name}-text`] =
      text < 0 ? darkenForText(shades[9]!, PAGE) : `var(--mantine-color-${name}-${text})`;
    if (!takesBlackText(theme, shades[from]!)) {
      const filled = firstShade((s) => contrastRatio(s, WHITE) >= AA_TEXT);
      const shade = (i: number) =>
        filled < 0 ? darkenForText(shades[9]!, WHITE) : `var(--mantine-color-${name}-${i})`;
      light[`--mantine-color-${name}-filled`] = shade(filled);
      light[`--mantine-color-${name}-filled-hover`] = shade(
        Math.min(filled + 1, shades.length - 1),
      );
    }
    light[`--mantine-color-${name}-light-color`] = darkenForText(shades[9]!, shades[1]!);
  }
  light['--mantine-color-dimmed'] = darkenForText(DIMMED, theme.colors.brand![0]!);
  light['--mantine-color-error'] = 'var(--mantine-color-red-text)';
  return { variables: {}, light, dark: {} };
};
