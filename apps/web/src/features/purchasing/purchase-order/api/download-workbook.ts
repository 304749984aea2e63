/** The shared Excel download (lib/download-workbook.ts), kept here for the purchasing exports' imports. */
export { downloadWorkbook } from '../../../../lib/download-workbook';
