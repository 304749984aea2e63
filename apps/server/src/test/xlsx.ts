import ExcelJS from 'exceljs';
import type { TestResponse } from './test-app';

/** A sheet of an exported workbook read back: header names, rows keyed by header, and the sheet. */
export interface ReadSheet {
  sheet: ExcelJS.Worksheet;
  header: string[];
  rows: Record<string, ExcelJS.CellValue>[];
}

/** Checks that `response` is an .xlsx download and reads its sheet `name` back with exceljs. */
export async function readWorkbook(response: TestResponse, name: string): Promise<ReadSheet> {
  if (response.statusCode !== 200)
    throw new Error(`expected a workbook, got ${response.statusCode} ${response.body}`);
  if (
    response.headers['content-type'] !== 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
  )
    throw new Error(`expected an .xlsx content type, got ${String(response.headers['content-type'])}`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet(name);
  if (!sheet) throw new Error(`no sheet ${name} in the workbook`);
  const header = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
  const rows: Record<string, ExcelJS.CellValue>[] = [];
  for (let n = 2; n <= sheet.rowCount; n += 1) {
    const row = sheet.getRow(n);
    rows.push(Object.fromEntries(header.map((h, i) => [h, row.getCell(i + 1).value ?? null])));
  }
  return { sheet, header, rows };
}
