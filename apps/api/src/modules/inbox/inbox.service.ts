import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';

export interface NewInboxMessage {
  userId: number;
  subject: string;
  content: string;
  loanSerials?: string[];
  investmentSerials?: string[];
}

/** Messages to a member's 訊息中心, written in the same transaction as the change they report. */
@Injectable()
export class InboxService {
  constructor(private readonly dataSource: DataSource) {}

  async send(message: NewInboxMessage, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.query(
      `INSERT INTO inbox_messages (user_id, subject, content, loan_serials, investment_serials)
       VALUES ($1, $2, $3, $4, $5)`,
      [message.userId, message.subject, message.content, message.loanSerials ?? [], message.investmentSerials ?? []],
    );
  }
}
