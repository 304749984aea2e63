import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { PALETTES, REDUCED_MOTION_TARGETS, contrastRatio, createAppTheme, type ThemeMode } from './theme';

const MODES: ThemeMode[] = ['light', 'dark'];

/** `#rrggbb` of `colour` at `opacity` over `background`. */
function mix(colour: string, background: string, opacity: number): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(i, i + 2), 16);
  return `#${[1, 3, 5]
    .map((i) => Math.round(opacity * channel(colour, i) + (1 - opacity) * channel(background, i)))
    .map((v) => v.toString(16).padStart(2, '0'))
    .join('')}`;
}

describe('theme contrast (WCAG AA, 4.5:1)', () => {
  it.each(MODES)('every text colour of the %s theme reads on the page and on the paper', (mode) => {
    const { palette } = createAppTheme(mode);
    const texts = {
      'text.primary': palette.text.primary,
      'text.secondary': palette.text.secondary,
      'primary.main': palette.primary.main,
      'secondary.main': palette.secondary.main,
      'error.main': palette.error.main,
      'success.main': palette.success.main,
      'warning.main': palette.warning.main,
      'info.main': palette.info.main,
    };
    const failing = Object.entries(texts).flatMap(([name, colour]) =>
      [palette.background.default, palette.background.paper]
        .map((bg) => ({ name, colour, bg, ratio: contrastRatio(colour, bg) }))
        .filter((r) => r.ratio < 4.5)
        .map((r) => `${r.name} ${r.colour} on ${r.bg}: ${r.ratio.toFixed(2)}`),
    );
    expect(failing).toEqual([]);
  });

  it.each(MODES)('filled chips and badges of the %s theme get a readable text colour', (mode) => {
    const { palette } = createAppTheme(mode);
    for (const key of ['primary', 'secondary', 'error', 'success', 'warning', 'info'] as const) {
      expect(getContrastRatio(palette[key].contrastText, palette[key].main)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(MODES)(
    'coloured text of the %s theme reads on its own soft tint (chips, selected items)',
    (mode) => {
      const { palette } = createAppTheme(mode);
      for (const key of ['primary', 'secondary', 'error', 'success', 'warning', 'info'] as const) {
        const main = palette[key].main;
        const tint = mix(main, palette.background.paper, 0.2);
        expect(contrastRatio(main, tint), `${key} ${main} on ${tint}`).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it('computes the WCAG ratio (the dark over-budget hint of issue 11 was 2.28:1)', () => {
    expect(contrastRatio('#b90000', PALETTES.dark.paper)).toBeCloseTo(2.28, 1);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });
});

describe('reduced motion (WCAG 2.3.3)', () => {
  it.each(MODES)(
    'the %s theme stops animations and transitions when the system asks for less motion',
    (mode) => {
      const overrides = createAppTheme(mode).components?.MuiCssBaseline?.styleOverrides as Record<
        string,
        Record<string, Record<string, string>>
      >;
      expect(REDUCED_MOTION_TARGETS).toContain(':not(.Toastify__progress-bar)');
      expect(overrides['@media (prefers-reduced-motion: reduce)']?.[REDUCED_MOTION_TARGETS]).toEqual({
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      });
    },
  );
});
