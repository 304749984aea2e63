import { alpha, createTheme, type Theme } from '@mui/material/styles';
import type {} from '@mui/x-date-pickers/themeAugmentation';
import { DATE_FORMAT, DATE_PICKER_RANGE, DATE_TIME_FORMAT } from '@keel/domain';
import dayjs from 'dayjs';

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

/** Tooltip timings of spec §9. */
export const TOOLTIP_DEFAULTS = { enterDelay: 100, enterTouchDelay: 700, leaveTouchDelay: 1500 } as const;

/** Builds the MUI theme of one mode: spec §9 colours, Roboto 12, radius 15, flat capitalised buttons. */
export function createAppTheme(mode: ThemeMode): Theme {
  const c = PALETTES[mode];
  const dark = mode === 'dark';
  return createTheme({
    palette: {
      mode,
      primary: { main: c.primary },
      secondary: { main: c.secondary },
      error: { main: c.error },
      success: { main: c.success },
      background: { default: c.background, paper: c.paper },
      divider: dark ? alpha('#8492c4', 0.2) : alpha('#364152', 0.12),
      text: dark
        ? { primary: '#d7dcec', secondary: '#8492c4' }
        : { primary: '#1f2937', secondary: '#5b6577' },
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
      MuiDatePicker: {
        defaultProps: {
          format: DATE_FORMAT,
          minDate: dayjs(DATE_PICKER_RANGE.min),
          maxDate: dayjs(DATE_PICKER_RANGE.max),
        },
      },
      MuiDateTimePicker: {
        defaultProps: {
          format: DATE_TIME_FORMAT,
          ampm: false,
          minDate: dayjs(DATE_PICKER_RANGE.min),
          maxDate: dayjs(DATE_PICKER_RANGE.max),
        },
      },
    },
  });
}
