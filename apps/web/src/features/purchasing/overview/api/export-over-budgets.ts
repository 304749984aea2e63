import { useMutation } from '@tanstack/react-query';
import { downloadWorkbook } from '../../purchase-order/api/download-workbook';

/** `GET /purchasing/over-budgets/export.xlsx`: the over-budget view of a year as an Excel file. */
export const downloadOverBudgets = (year: number) =>
  downloadWorkbook('/purchasing/over-budgets/export.xlsx', { year }, `over-budgets-${year}.xlsx`);

/** The export as a mutation (loading state on the button, error toast). */
export const useExportOverBudgets = () => useMutation({ mutationFn: downloadOverBudgets });
