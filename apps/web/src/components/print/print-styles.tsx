import GlobalStyles from '@mui/material/GlobalStyles';

/** The class of the printed sheet; on paper, everything else of the app is hidden. */
export const PRINT_SHEET_CLASS = 'keel-print-sheet';
/** The class of what shows on screen only (the print toolbar). */
export const NO_PRINT_CLASS = 'keel-no-print';

/**
 * `@media print` rules of a print view: only the sheet is printed, on A4 with black text on white,
 * the app's scrolling main area unclipped so a long sheet runs over several pages.
 */
export function PrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          '@page': { size: 'A4', margin: '14mm 12mm' },
          'html, body, #root': {
            height: 'auto !important',
            overflow: 'visible !important',
            background: '#fff',
          },
          '#main-content': {
            maxHeight: 'none !important',
            height: 'auto !important',
            overflow: 'visible !important',
          },
          'body *': { visibility: 'hidden' },
          [`.${PRINT_SHEET_CLASS}, .${PRINT_SHEET_CLASS} *`]: { visibility: 'visible' },
          [`.${PRINT_SHEET_CLASS}`]: {
            position: 'absolute',
            left: 0,
            top: 0,
            width: '100%',
            boxShadow: 'none !important',
            border: 'none !important',
            padding: '0 !important',
          },
          [`.${NO_PRINT_CLASS}`]: { display: 'none !important' },
          'tr, .keel-print-keep': { breakInside: 'avoid' },
          thead: { display: 'table-header-group' },
        },
      }}
    />
  );
}
