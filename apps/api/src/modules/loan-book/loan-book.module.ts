import { Module } from '@nestjs/common';
import { RepaymentModule } from '../repayment/repayment.module.js';
import { LoanBookController } from './loan-book.controller.js';
import { LoanBookService } from './loan-book.service.js';

/** The public loan book: the daily CSV of listed and repaying loans, and its summary. */
@Module({
  imports: [RepaymentModule],
  controllers: [LoanBookController],
  providers: [LoanBookService],
})
export class LoanBookModule {}
