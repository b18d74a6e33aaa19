import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';
import {
  AA_TEXT,
  accessibleColorVariables,
  contrastRatio,
  darkenForText,
  takesBlackText,
} from './themeContrast';

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const { light } = accessibleColorVariables(merged);
/** A variable's colour: `var(--mantine-color-{c}-{n})` read from the palette, anything else as it is. */
const resolve = (value: string): string => {
  const m = /^var\(--mantine-color-(\w+)-(\d)\)$/.exec(value);
  return m ? merged.colors[m[1]!]![Number(m[2])]! : value;
};
const PAGE = merged.colors.gray[0];

describe('theme colour contrast (WCAG 2.1 AA, 4.5:1 for text)', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio(darkenForText('#fab005', '#ffffff'), '#ffffff')).toBeGreaterThanOrEqual(
      AA_TEXT,
    );
  });

  it.each(Object.keys(merged.colors))('%s: text, filled and light variants reach 4.5:1', (name) => {
    const shades = merged.colors[name]!;
    expect(
      contrastRatio(resolve(light[`--mantine-color-${name}-text`]!), PAGE),
    ).toBeGreaterThanOrEqual(AA_TEXT);
    expect(
      contrastRatio(resolve(light[`--mantine-color-${name}-text`]!), '#ffffff'),
    ).toBeGreaterThanOrEqual(AA_TEXT);
    const filled = resolve(light[`--mantine-color-${name}-filled`] ?? shades[6]!);
    const onFilled = takesBlackText(merged, shades[6]!) ? '#000000' : '#ffffff';
    expect(contrastRatio(onFilled, filled)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(
      contrastRatio(light[`--mantine-color-${name}-light-color`]!, shades[1]!),
    ).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('dimmed text (on the page and the brand tint) and the brand blue on its tint (active navigation) reach 4.5:1; the logo keeps #0094FF', () => {
    expect(contrastRatio(light['--mantine-color-dimmed']!, PAGE)).toBeGreaterThanOrEqual(AA_TEXT);
    const tint = merged.colors.brand[0]!;
    expect(contrastRatio(light['--mantine-color-dimmed']!, tint)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(merged.colors.brand[6]!, merged.colors.brand[0]!)).toBeGreaterThanOrEqual(
      AA_TEXT,
    );
    expect(merged.colors.brand[5]).toBe('#0094ff');
  });
});
