import { useMutation } from '@tanstack/react-query';
import { downloadWorkbook } from '../../../../lib/download-workbook';
import type { RatesListInput } from './exchange-keys';

/** `GET /accounting/exchange-rates/export.xlsx`: the filtered rates as an Excel file. */
export const useExportRates = () =>
  useMutation({
    mutationFn: (query: RatesListInput) =>
      downloadWorkbook(
        '/accounting/exchange-rates/export.xlsx',
        { ...query, offset: undefined, limit: undefined },
        'exchange-rates.xlsx',
      ),
  });
