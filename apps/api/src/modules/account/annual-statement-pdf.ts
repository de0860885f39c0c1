import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import PDFDocument from 'pdfkit';
import {
  ANNUAL_STATEMENT_FIGURES,
  ANNUAL_STATEMENT_RULES,
  ANNUAL_STATEMENT_TEXTS,
  annualNetIncome,
  formatNtd,
  formatStatementAmount,
} from '@lendbridge/domain';
import type { AnnualStatement, AnnualStatementAmounts } from '@lendbridge/domain';

/**
 * Noto Sans TC (SIL Open Font License) from its npm package: a full TrueType font of Traditional
 * Chinese. pdfkit embeds only the glyphs a statement uses, so a file stays a few tens of KB.
 */
const FONT_FILE = '@expo-google-fonts/noto-sans-tc/400Regular/NotoSansTC_400Regular.ttf';
const FONT = 'NotoSansTC';

let fontBytes: Buffer | null = null;

/** The font file, read once per process; resolved from the process's folder up, as Node finds packages. */
function font(): Buffer {
  fontBytes ??= readFileSync(createRequire(join(process.cwd(), 'index.js')).resolve(FONT_FILE));
  return fontBytes;
}

const PAGE_MARGIN = 48;
const TITLE_SIZE = 16;
const TEXT_SIZE = 10;
const TABLE_SIZE = 9;
const ROW_HEIGHT = 18;
const FIRST_COLUMN_WIDTH = 110;
const RULE_GREY = '#999999';

/** The figures' cells of a line, in column order. */
const cellsOf = (amounts: AnnualStatementAmounts): string[] => ANNUAL_STATEMENT_FIGURES.map((figure) => formatStatementAmount(amounts[figure]));

/**
 * The statement as a PDF (A4): the lender and the year, the year's totals with the net income,
 * then one table row per loan, the row of what belongs to no loan, and the totals row.
 */
export function renderAnnualStatementPdf(statement: AnnualStatement): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    info: { Title: ANNUAL_STATEMENT_TEXTS.documentTitle(statement.year), Author: 'LendBridge', Subject: statement.member_serial },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont(FONT, font());
  doc.font(FONT);
  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const texts = ANNUAL_STATEMENT_TEXTS;

  doc.fontSize(TITLE_SIZE).text(texts.documentTitle(statement.year));
  doc.moveDown(0.5);
  doc.fontSize(TEXT_SIZE);
  doc.text(`${texts.holder}：${statement.holder}`);
  doc.text(`${texts.memberSerial}：${statement.member_serial}`);
  doc.text(texts.period(statement.year));
  doc.text(`${texts.issuedOn}：${statement.issued_on}`);
  doc.moveDown();

  doc.fontSize(TEXT_SIZE + 2).text(texts.summaryTitle);
  doc.fontSize(TEXT_SIZE);
  for (const figure of ANNUAL_STATEMENT_FIGURES) doc.text(`${ANNUAL_STATEMENT_RULES[figure].label}：${formatNtd(statement.totals[figure])}`);
  doc.text(`${texts.netIncome}：${formatNtd(annualNetIncome(statement.totals))}`);
  doc.moveDown();

  doc.fontSize(TEXT_SIZE + 2).text(texts.loansTitle);
  doc.fontSize(TABLE_SIZE).text(texts.currency);
  doc.moveDown(0.5);
  const columnWidth = (width - FIRST_COLUMN_WIDTH) / ANNUAL_STATEMENT_FIGURES.length;
  const row = (first: string, cells: readonly string[], ruled: boolean) => {
    if (doc.y + ROW_HEIGHT > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const y = doc.y;
    doc.text(first, left, y, { width: FIRST_COLUMN_WIDTH, lineBreak: false });
    cells.forEach((cell, index) => {
      doc.text(cell, left + FIRST_COLUMN_WIDTH + index * columnWidth, y, { width: columnWidth, align: 'right', lineBreak: false });
    });
    if (ruled) doc.moveTo(left, y + ROW_HEIGHT - 4).lineTo(left + width, y + ROW_HEIGHT - 4).lineWidth(0.5).strokeColor(RULE_GREY).stroke();
    doc.x = left;
    doc.y = y + ROW_HEIGHT;
  };
  row(texts.loanColumn, ANNUAL_STATEMENT_FIGURES.map((figure) => ANNUAL_STATEMENT_RULES[figure].label), true);
  for (const line of statement.lines) row(line.loan_serial ?? texts.noLoan, cellsOf(line), false);
  row(texts.totalRow, cellsOf(statement.totals), true);
  doc.moveDown();
  doc.fontSize(TABLE_SIZE).text(texts.footnote, left, doc.y, { width });
  doc.end();
  return done;
}
