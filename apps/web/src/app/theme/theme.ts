import { alpha, createTheme, darken, type Theme } from '@mui/material/styles';
import type {} from '@mui/x-date-pickers/themeAugmentation';

/** The two colour schemes of the application. */
export type ThemeMode = 'light' | 'dark';

/** Exact colours of spec §9. Dark keeps the light secondary (the spec names none for dark). */
export const PALETTES = {
  light: {
    primary: '#037BA0',
    secondary: '#7B59E6',
    error: '#930000',
    success: '#007731',
    background: '#ffffff',
    paper: '#eef2f6',
  },
  dark: {
    primary: '#1565c0',
    secondary: '#7B59E6',
    error: '#b90000',
    success: '#00c853',
    background: '#111936',
    paper: '#1a223f',
  },
} as const;

/**
 * Colours for text, links, outlined and text buttons, labels and icons: the spec's hue, darkened (light)
 * or lightened (dark) until it reaches WCAG AA (4.5:1) on the page and the paper background of its mode,
 * and on the soft tint of itself that status chips and selected items use (up to 20 % over the paper). The spec's exact colours stay on filled surfaces (contained buttons, top bar); see
 * {@link PALETTES} and `theme.test.ts`.
 */
export const TEXT_COLOURS = {
  light: {
    primary: '#015a78',
    secondary: '#5535c0',
    error: '#930000',
    success: '#005c26',
    warning: '#7a3e00',
    info: '#015a86',
    textPrimary: '#1f2937',
    textSecondary: '#515b6c',
    textDisabled: '#5f6675',
  },
  dark: {
    primary: '#80b8f5',
    secondary: '#b7a2f5',
    error: '#ff8a8a',
    success: '#00c853',
    warning: '#ffa726',
    info: '#4fc3f7',
    textPrimary: '#d7dcec',
    textSecondary: '#9aa6d1',
    textDisabled: '#8c97bd',
  },
} as const;

/** The coloured palette entries whose filled surfaces keep the spec's exact colour. */
const FILLED = ['primary', 'secondary', 'error', 'success'] as const;

/** WCAG relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The text colour (white or near-black) that reads best on a filled `background`. */
export function textOn(background: string): string {
  return contrastRatio('#ffffff', background) >= 4.5 ? '#ffffff' : '#111936';
}

/** Tooltip timings of spec §9. */
export const TOOLTIP_DEFAULTS = { enterDelay: 100, enterTouchDelay: 700, leaveTouchDelay: 1500 } as const;

/** Builds the MUI theme of one mode: spec §9 colours, Roboto 12, radius 15, flat capitalised buttons. */
/** What the reduced-motion rule stills: everything but react-toastify's timer bar (see below). */
export const REDUCED_MOTION_TARGETS = '*:not(.Toastify__progress-bar), *::before, *::after';

export function createAppTheme(mode: ThemeMode): Theme {
  const c = PALETTES[mode];
  const t = TEXT_COLOURS[mode];
  const dark = mode === 'dark';
  return createTheme({
    palette: {
      mode,
      // `main` is what MUI writes text, labels and outlines with: the AA-safe shade of each spec colour.
      contrastThreshold: 4.5,
      primary: { main: t.primary },
      secondary: { main: t.secondary },
      error: { main: t.error },
      success: { main: t.success },
      warning: { main: t.warning },
      info: { main: t.info },
      background: { default: c.background, paper: c.paper },
      divider: dark ? alpha('#8492c4', 0.2) : alpha('#364152', 0.12),
      text: { primary: t.textPrimary, secondary: t.textSecondary, disabled: t.textDisabled },
      // Icons, toggle buttons and unselected tabs are drawn with `action.active`: AA on paper too.
      ...(dark ? {} : { action: { active: 'rgba(0, 0, 0, 0.62)' } }),
    },
    typography: {
      fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif',
      fontSize: 12,
      h1: { fontSize: '2rem', fontWeight: 600 },
      h2: { fontSize: '1.6rem', fontWeight: 600 },
      h3: { fontSize: '1.4rem', fontWeight: 600 },
      h4: { fontSize: '1.25rem', fontWeight: 600 },
      h5: { fontSize: '1.1rem', fontWeight: 600 },
      h6: { fontSize: '1rem', fontWeight: 600 },
      subtitle1: { fontWeight: 500 },
      subtitle2: { fontWeight: 500 },
    },
    shape: { borderRadius: 15 },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          body: { backgroundColor: c.background },
          // People who asked their system for less motion (WCAG 2.3.3) get none: spinners stand still,
          // dialogs, menus and ripples appear at once (the !important beats MUI's inline transitions).
          // Not the toasts' progress bar: react-toastify closes a toast when that (hidden) animation ends,
          // so at 0.01 ms every message would vanish before it could be read.
          '@media (prefers-reduced-motion: reduce)': {
            [REDUCED_MOTION_TARGETS]: {
              animationDuration: '0.01ms !important',
              animationIterationCount: '1 !important',
              transitionDuration: '0.01ms !important',
              scrollBehavior: 'auto !important',
            },
          },
          '*:focus-visible': { outline: `2px solid ${c.primary}`, outlineOffset: 2 },
          '.skip-link': { position: 'absolute', left: -9999, top: 8, zIndex: 2000 },
          '.skip-link:focus': {
            left: 16,
            padding: '8px 16px',
            borderRadius: 10,
            background: c.primary,
            color: '#fff',
          },
        },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { textTransform: 'capitalize', fontWeight: 500, borderRadius: 10 } },
        // Contained buttons keep the spec's exact colour, with the text colour that reads on it.
        variants: FILLED.map((color) => ({
          props: { variant: 'contained' as const, color },
          style: {
            '--variant-containedBg': c[color],
            '--variant-containedColor': textOn(c[color]),
            '&:hover': { '--variant-containedBg': darken(c[color], 0.15) },
          },
        })),
      },
      MuiIconButton: {
        styleOverrides: {
          root: ({ theme }) => ({
            '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}` },
          }),
        },
      },
      MuiTooltip: {
        defaultProps: { ...TOOLTIP_DEFAULTS, arrow: true },
        styleOverrides: { tooltip: { maxWidth: 300, fontSize: '0.75rem' } },
      },
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiOutlinedInput: {
        styleOverrides: { root: { backgroundColor: c.background, borderRadius: 10 } },
      },
      // The date pickers draw their own outlined field: the same background and corners as every other field.
      MuiPickersOutlinedInput: {
        styleOverrides: { root: { backgroundColor: c.background, borderRadius: 10 } },
      },
      MuiDialog: { styleOverrides: { paper: { borderRadius: 15 } } },
      MuiTableCell: {
        styleOverrides: {
          head: { fontWeight: 600, whiteSpace: 'nowrap' },
          root: { borderColor: dark ? alpha('#8492c4', 0.15) : alpha('#364152', 0.1) },
        },
      },
      MuiChip: { styleOverrides: { root: { fontWeight: 500 } } },
      MuiListItemButton: { styleOverrides: { root: { borderRadius: 10 } } },
      // The pickers' defaults (format, range) are set in components/pickers/pickers.tsx: they need
      // dayjs, which is not part of the first load.
    },
  });
}
