import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MARKET_MESSAGES_PER_DAY, MARKET_TEXTS, QUESTION_PENDING_MAX_PER_LOAN, shiftInstantDays } from '@lendbridge/domain';
import type {
  MarketMessageInput,
  MarketQuestion,
  MarketQuestionInput,
  MarketQuestionsAnswer,
  MarketReplyInput,
} from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import { InboxService } from '../inbox/inbox.service.js';
import { MarketService } from './market.service.js';
import { presentQuestion } from './market.presenter.js';
import type { QuestionRow } from './market.presenter.js';

const T = MARKET_TEXTS;

const QUESTION_COLUMNS = `q.id, q.title, q.description, q.replied_at, q.created_at, q.user_id, u.member_serial`;

/**
 * Lenders talking to a borrower: questions answered in public (Q&A) and private messages to the
 * borrower's inbox. Neither side sees the other's name or contact details.
 */
@Injectable()
export class MarketTalkService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly market: MarketService,
    private readonly inbox: InboxService,
  ) {}

  /**
   * A loan's questions, newest first: answered ones for everyone; an unanswered one only for its
   * asker and the borrower.
   */
  async questions(serial: string, viewerId: number | null): Promise<MarketQuestionsAnswer> {
    const loan = await this.market.findListed(serial);
    const isBorrower = loan.borrowerId === viewerId;
    const rows = (await this.dataSource.query(
      `SELECT ${QUESTION_COLUMNS}
         FROM loan_questions q JOIN users u ON u.id = q.user_id
        WHERE q.loan_id = $1 AND (q.replied_at IS NOT NULL OR q.user_id = $2 OR $3)
        ORDER BY q.id DESC`,
      [loan.id, viewerId ?? 0, isBorrower],
    )) as QuestionRow[];
    return {
      data: rows.map((row) => presentQuestion(row, viewerId)),
      meta: { can_ask: viewerId !== null && !isBorrower && loan.open, can_reply: isBorrower },
    };
  }

  /**
   * A lender asks while the loan is open; not the borrower, and at most a few unanswered questions
   * per member and loan. The borrower is told in the inbox, in the same transaction.
   */
  async ask(userId: number, serial: string, input: MarketQuestionInput): Promise<MarketQuestion> {
    const loan = await this.market.findListed(serial);
    if (loan.borrowerId === userId) throw AppError.forbidden(T.questionOwnLoan, 'QUESTION_OWN_LOAN');
    if (!loan.open) throw AppError.conflict('QUESTION_CLOSED', T.questionClosed);
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT 1 FROM users WHERE id = $1 FOR UPDATE`, [userId]);
      const [{ pending }] = (await manager.query(
        `SELECT count(*)::int AS pending FROM loan_questions WHERE loan_id = $1 AND user_id = $2 AND replied_at IS NULL`,
        [loan.id, userId],
      )) as { pending: number }[];
      if (pending >= QUESTION_PENDING_MAX_PER_LOAN) throw AppError.conflict('QUESTION_PENDING_LIMIT', T.questionTooMany);
      const [row] = (await manager.query(
        `WITH inserted AS (
           INSERT INTO loan_questions (loan_id, user_id, title) VALUES ($1, $2, $3)
           RETURNING id, title, description, replied_at, created_at, user_id
         )
         SELECT inserted.*, u.member_serial FROM inserted JOIN users u ON u.id = inserted.user_id`,
        [loan.id, userId, input.title],
      )) as QuestionRow[];
      await this.inbox.send(
        {
          userId: loan.borrowerId,
          subject: T.questionInboxSubject(loan.serial),
          content: T.questionInboxContent(loan.serial, input.title),
          loanSerials: [loan.serial],
        },
        manager,
      );
      return presentQuestion(row, userId);
    });
  }

  /** The borrower answers a question once; the answer makes it public and reaches the asker's inbox. */
  async reply(userId: number, serial: string, questionId: number, input: MarketReplyInput): Promise<MarketQuestion> {
    const loan = await this.market.findListed(serial);
    if (loan.borrowerId !== userId) throw AppError.forbidden(T.questionNotBorrower, 'QUESTION_NOT_BORROWER');
    return this.dataSource.transaction(async (manager) => {
      const [question] = (await manager.query(
        `SELECT ${QUESTION_COLUMNS} FROM loan_questions q JOIN users u ON u.id = q.user_id
          WHERE q.id = $1 AND q.loan_id = $2 FOR UPDATE OF q`,
        [questionId, loan.id],
      )) as QuestionRow[];
      if (!question) throw AppError.notFound();
      if (question.replied_at !== null) throw AppError.conflict('QUESTION_ALREADY_REPLIED', T.questionAlreadyReplied);
      const [updated] = (await manager.query(
        `UPDATE loan_questions SET description = $2, replied_at = now() WHERE id = $1
         RETURNING id, title, description, replied_at, created_at, user_id`,
        [questionId, input.description],
      )) as [QuestionRow[], number];
      await this.inbox.send(
        {
          userId: question.user_id,
          subject: T.replyInboxSubject(loan.serial),
          content: T.replyInboxContent(loan.serial, question.title, input.description),
          loanSerials: [loan.serial],
        },
        manager,
      );
      return presentQuestion({ ...updated[0], member_serial: question.member_serial }, userId);
    });
  }

  /**
   * A private message to the loan's borrower, delivered to their inbox under the loan serial; the
   * sender's identity and contact stay with the platform (kept in market_messages). A member sends
   * at most MARKET_MESSAGES_PER_DAY messages in 24 hours.
   */
  async message(userId: number, serial: string, input: MarketMessageInput): Promise<void> {
    const loan = await this.market.findListed(serial);
    if (loan.borrowerId === userId) throw AppError.forbidden(T.ownLoanMessage, 'MESSAGE_OWN_LOAN');
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT 1 FROM users WHERE id = $1 FOR UPDATE`, [userId]);
      const [{ sent }] = (await manager.query(
        `SELECT count(*)::int AS sent FROM market_messages WHERE sender_id = $1 AND created_at > $2`,
        [userId, shiftInstantDays(new Date(), -1)],
      )) as { sent: number }[];
      if (sent >= MARKET_MESSAGES_PER_DAY) throw AppError.tooManyRequests(T.tooManyMessages, 'TOO_MANY_MESSAGES');
      await manager.query(
        `INSERT INTO market_messages (loan_id, sender_id, receiver_id, subject, content) VALUES ($1, $2, $3, $4, $5)`,
        [loan.id, userId, loan.borrowerId, input.subject, input.content],
      );
      await this.inbox.send(
        {
          userId: loan.borrowerId,
          subject: input.subject,
          content: `${T.messageInboxIntro(loan.serial)}\n\n${input.content}`,
          loanSerials: [loan.serial],
        },
        manager,
      );
    });
  }
}
