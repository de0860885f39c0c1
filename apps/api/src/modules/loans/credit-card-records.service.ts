import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  CREDIT_CARD_BILL_IMAGE_FIELD,
  CREDIT_CARD_BILL_IMAGE_REQUIRED,
  MESSAGES,
  creditCardRecordFieldsSchema,
  maskCardNumber,
  zodIssuesToFieldErrors,
} from '@lendbridge/domain';
import type { LoanCreditCardRecord } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import type { FieldErrors } from '../../common/app-error.js';
import type { AuthUser } from '../../common/auth-user.js';
import { UploadsService } from '../uploads/uploads.service.js';
import { LoanApplicationsService, recordEvent } from './loan-applications.service.js';
import { assertDraft, withMessage } from './loan-drafts.js';

export interface ReceivedBillImage {
  originalname: string;
  buffer: Buffer;
}

interface RecordRow {
  id: string;
  bank_code: string;
  bank_name: string | null;
  account: string | null;
  card_number_masked: string;
  amount: string;
  bill_image_id: string;
  created_at: Date;
}

const uploadUrl = (id: string) => `/api/uploads/${id}`;

function present(row: RecordRow): LoanCreditCardRecord {
  return {
    id: Number(row.id),
    bank: row.bank_code,
    bank_name: row.bank_name,
    account: row.account,
    card_number: row.card_number_masked,
    amount: Number(row.amount),
    bill_image: { id: row.bill_image_id, url: uploadUrl(row.bill_image_id) },
    created_at: row.created_at.toISOString(),
  };
}

const SELECT_RECORDS = `
  SELECT r.id, r.bank_code, b.name AS bank_name, r.account, r.card_number_masked, r.amount, r.bill_image_id, r.created_at
    FROM loan_credit_card_records r
    LEFT JOIN bank_codes b ON b.code = r.bank_code`;

const ID = /^\d{1,18}$/;

/** Credit-card records of a draft's related data: the card number is kept masked, the bill as an upload. */
@Injectable()
export class CreditCardRecordsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly applications: LoanApplicationsService,
    private readonly uploads: UploadsService,
  ) {}

  async list(user: AuthUser, serial: string): Promise<LoanCreditCardRecord[]> {
    const application = await this.applications.findOwn(user, serial);
    const rows = (await this.dataSource.query(`${SELECT_RECORDS} WHERE r.application_id = $1 ORDER BY r.id`, [
      application.id,
    ])) as RecordRow[];
    return rows.map(present);
  }

  /** Checks the fields and the bill image, stores the image as the member's upload, then the record. */
  async create(user: AuthUser, serial: string, body: unknown, bill: ReceivedBillImage | undefined) {
    const parsed = creditCardRecordFieldsSchema.safeParse(body ?? {});
    const errors: FieldErrors = parsed.success ? {} : zodIssuesToFieldErrors(parsed.error);
    if (bill === undefined) errors[CREDIT_CARD_BILL_IMAGE_FIELD] = CREDIT_CARD_BILL_IMAGE_REQUIRED;
    if (!parsed.success || bill === undefined) throw AppError.validation(errors, MESSAGES.creditCardCreateFailed);
    const input = parsed.data;
    const banks: unknown[] = await this.dataSource.query(`SELECT 1 FROM bank_codes WHERE code = $1 AND is_active`, [input.bank]);
    if (!banks.length) throw AppError.validation({ bank: MESSAGES.invalidOption }, MESSAGES.creditCardCreateFailed);
    assertDraft(await this.applications.findOwn(user, serial));

    const upload = await this.uploads
      .store(user.id, 'image', { field: 'image', originalName: bill.originalname, bytes: bill.buffer })
      .catch((error: unknown) => {
        throw withMessage(error, MESSAGES.creditCardCreateFailed, { image: CREDIT_CARD_BILL_IMAGE_FIELD });
      });

    return this.dataSource.transaction(async (manager) => {
      const application = await this.applications.findOwn(user, serial, manager, true);
      assertDraft(application);
      const cardNumber = maskCardNumber(input.card_number);
      const [inserted] = (await manager.query(
        `INSERT INTO loan_credit_card_records (application_id, bank_code, account, card_number_masked, amount, bill_image_id)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [application.id, input.bank, input.account ?? null, cardNumber, input.amount, upload.id],
      )) as { id: string }[];
      await recordEvent(manager, application.id, user.id, 'credit_card_record_added', null, null, {
        record_id: Number(inserted.id),
        card_number: cardNumber,
      });
      const [row] = (await manager.query(`${SELECT_RECORDS} WHERE r.id = $1`, [inserted.id])) as RecordRow[];
      return present(row);
    });
  }

  /** Deletes a record of the member's own draft; anything else answers with the delete-failure message. */
  async remove(user: AuthUser, id: string): Promise<void> {
    if (!ID.test(id)) throw AppError.notFound(MESSAGES.creditCardDeleteFailed);
    await this.dataSource.transaction(async (manager) => {
      const [row] = (await manager.query(
        `SELECT r.id, r.card_number_masked, a.id AS application_id, a.status
           FROM loan_credit_card_records r
           JOIN loan_applications a ON a.id = r.application_id
          WHERE r.id = $1 AND a.user_id = $2
          FOR UPDATE OF a`,
        [id, user.id],
      )) as { id: string; card_number_masked: string; application_id: number; status: string }[];
      if (!row) throw AppError.notFound(MESSAGES.creditCardDeleteFailed);
      if (row.status !== 'prepare') throw AppError.conflict('NOT_EDITABLE', MESSAGES.creditCardDeleteFailed);
      await manager.query(`DELETE FROM loan_credit_card_records WHERE id = $1`, [row.id]);
      await recordEvent(manager, row.application_id, user.id, 'credit_card_record_removed', null, null, {
        record_id: Number(row.id),
        card_number: row.card_number_masked,
      });
    });
  }
}
