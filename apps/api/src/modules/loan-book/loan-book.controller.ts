import { createReadStream } from 'node:fs';
import { Controller, Get, Header, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { LOAN_BOOK_CONTENT_TYPE, LOAN_BOOK_CSV_PATH, LOAN_BOOK_HEADER, loanBookFileName } from '@lendbridge/domain';
import type { LoanBookSummary } from '@lendbridge/domain';
import { Public } from '../../common/decorators.js';
import { LoanBookService } from './loan-book.service.js';

const EXAMPLE_DATE = '2026-11-28';

const SUMMARY_EXAMPLE: { data: LoanBookSummary } = {
  data: { business_date: EXAMPLE_DATE, rows: 2, file_name: loanBookFileName(EXAMPLE_DATE), download_path: LOAN_BOOK_CSV_PATH },
};

const CSV_EXAMPLE = [
  LOAN_BOOK_HEADER.join(','),
  'L2026110001,B,120000,9.50,24,repaying,2026-06-02,0,30215,5120',
  'L2026110042,D,60000,14.00,12,overdue,2026-08-15,17,9640,1880',
].join('\r\n');

/** The daily loan book (放款資料集): every listed and repaying loan without personal data (public). */
@ApiTags('loan-book')
@Controller()
export class LoanBookController {
  constructor(private readonly loanBook: LoanBookService) {}

  @Get('loan-book')
  @Public()
  @ApiOperation({
    summary: 'The loan book of the business date: {data: {business_date, rows, file_name, download_path}}; the file is written once per business date',
  })
  @ApiOkResponse({ description: 'The business date, the number of loans in the file and where to download it', schema: { example: SUMMARY_EXAMPLE } })
  async summary(): Promise<{ data: LoanBookSummary }> {
    return { data: await this.loanBook.summary() };
  }

  @Get('loan-book.csv')
  @Public()
  @Header('Cache-Control', 'public, max-age=60')
  @ApiProduces(LOAN_BOOK_CONTENT_TYPE)
  @ApiOperation({
    summary:
      'The loan book of the business date as a UTF-8 CSV attachment (with a byte-order mark) lendbridge-loan-book-YYYY-MM-DD.csv: one line per listed (matching, funded) or repaying (repaying, overdue, legal_collection) loan, columns loan_serial, grade, amount, annual_rate, term_months, status, listed_date, days_late, principal_repaid, interest_repaid (whole NT$); no personal data',
  })
  @ApiOkResponse({
    description: 'The CSV file',
    content: { [LOAN_BOOK_CONTENT_TYPE]: { schema: { type: 'string', format: 'binary' }, example: CSV_EXAMPLE } },
  })
  async csv(): Promise<StreamableFile> {
    const file = await this.loanBook.current();
    return new StreamableFile(createReadStream(file.path), {
      type: LOAN_BOOK_CONTENT_TYPE,
      length: file.bytes,
      disposition: `attachment; filename="${file.fileName}"`,
    });
  }
}
