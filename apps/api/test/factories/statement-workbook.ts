import ExcelJS from 'exceljs';
import type { CellValue } from 'exceljs';
import type { Response } from 'supertest';
import type { Browser } from '../create-test-app.js';

/** A statement workbook read back: its one sheet's name, each row's values and whether the row is bold. */
export interface StatementWorkbookRead {
  sheetCount: number;
  name: string;
  rows: CellValue[][];
  bold: boolean[];
}

/** GET a binary answer (the monthly statement) with its body collected into a Buffer. */
export function downloadFile(browser: Browser, path: string): Promise<Response> {
  return browser.agent
    .get(path)
    .buffer(true)
    .parse((res, callback) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => callback(null, Buffer.concat(chunks)));
    });
}

/** The statement workbook as exceljs loads it: the first sheet's rows, each up to its last filled cell. */
export async function readStatementWorkbook(file: Buffer): Promise<StatementWorkbookRead> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(file).buffer);
  const [sheet] = workbook.worksheets;
  const rows: CellValue[][] = [];
  const bold: boolean[] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    rows.push(Array.from({ length: row.cellCount }, (_, index) => row.getCell(index + 1).value));
    bold.push(row.getCell(1).font?.bold === true);
  });
  return { sheetCount: workbook.worksheets.length, name: sheet.name, rows, bold };
}
