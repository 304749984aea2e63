import { useMutation } from '@tanstack/react-query';
import { downloadWorkbook } from '../../../../lib/download-workbook';
import type { SparePartsListInput } from './spare-part-keys';

/** `GET /pms/spare-parts/export.xlsx`: the filtered parts as an Excel file. */
export const useExportSpareParts = () =>
  useMutation({
    mutationFn: (query: SparePartsListInput) =>
      downloadWorkbook(
        '/pms/spare-parts/export.xlsx',
        { ...query, offset: undefined, limit: undefined },
        'spare-parts.xlsx',
      ),
  });
