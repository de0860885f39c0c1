import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import {
  CART_TEXTS,
  COMMODITY_SETS_MAX,
  FINANCIAL_STATEMENTS,
  GALLERY_IMAGES_MAX,
  LISTING_FARMER_APP_TYPE,
  LISTING_TEXTS,
  commoditySetAboveLoan,
  isListingEditable,
} from '@lendbridge/domain';
import type {
  CommoditySetInput,
  ConsoleLoanListing,
  CreditRecordsInput,
  FarmerProfileInput,
  FinancialStatementKind,
  FinancialStatementWriteInput,
  GalleryCaptionInput,
  LoanAppType,
  LoanFinancials,
  LoanStatus,
  MarketCreditRecord,
  MarketFarmerDetail,
} from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import { AuditLog } from '../audit/audit-log.entity.js';
import { UploadsService } from '../uploads/uploads.service.js';
import { farmOfLoan } from '../farms/farms.queries.js';
import { galleryImageUrl, galleryUploadUrl, presentCreditRecord, presentFarmer } from './market.presenter.js';
import type { CommoditySetRow, CreditRecordRow, FarmerProfileRow, GalleryImageRow } from './market.presenter.js';

const T = LISTING_TEXTS;

/** Anything that runs SQL: the data source, or a transaction's manager. */
type Queryable = Pick<DataSource | EntityManager, 'query'>;

interface LoanRow {
  id: number;
  serial: string;
  app_type: LoanAppType;
  status: LoanStatus;
  amount: number;
}

interface StatementRow {
  statement: FinancialStatementKind;
  year: number;
  items: Record<string, number>;
}

/** What a console write needs of the loan before it changes anything. */
interface WriteRules {
  /** Farmer loans only (422 otherwise). */
  farmer?: boolean;
  /** The farmer profile must be there first (422 otherwise). */
  profile?: boolean;
}

/** The image file of a gallery upload. */
export interface GalleryFile {
  originalName: string;
  bytes: Buffer;
}

const FOREIGN_KEY_VIOLATION = '23503';

const isForeignKeyViolation = (error: unknown): boolean =>
  (error as { driverError?: { code?: string } }).driverError?.code === FOREIGN_KEY_VIOLATION;

const notEditable = (): AppError => AppError.conflict('LISTING_NOT_EDITABLE', T.notEditable);
const notFarmerLoan = (): AppError => new AppError(422, 'NOT_FARMER_LOAN', T.farmerOnly);
const noFarmerProfile = (): AppError => new AppError(422, 'FARMER_PROFILE_MISSING', T.farmerProfileFirst);

/**
 * A loan's listing extras: the farmer profile, commodity sets and gallery of a farmer loan, the
 * borrower's credit records and the SME statements. The market detail reads them; admins write
 * them in the console while the loan is rate_confirming or matching, each write in one
 * transaction that holds the loan row (so its status cannot move underneath) and leaves an
 * audit log entry.
 */
@Injectable()
export class ListingService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly uploads: UploadsService,
  ) {}

  /**
   * The farmer section (null unless a farmer loan with a profile) and the credit records of a loan;
   * gallery images at their market URL, or for staff at their upload's URL.
   */
  async extras(
    loanId: number,
    appType: string,
    db: Queryable = this.dataSource,
    audience: 'market' | 'staff' = 'market',
  ): Promise<{ farmer: MarketFarmerDetail | null; credit_records: MarketCreditRecord[] }> {
    const records = (await db.query(
      `SELECT id, institution, kind, balance_thousand FROM loan_credit_records WHERE loan_id = $1 ORDER BY id`,
      [loanId],
    )) as CreditRecordRow[];
    return {
      farmer: appType === LISTING_FARMER_APP_TYPE ? await this.farmer(loanId, db, audience) : null,
      credit_records: records.map(presentCreditRecord),
    };
  }

  private async farmer(loanId: number, db: Queryable, audience: 'market' | 'staff'): Promise<MarketFarmerDetail | null> {
    const [profile] = (await db.query(
      `SELECT produce_situation, place_of_origin, lat, lng, payment_in_goods FROM loan_farmer_profiles WHERE loan_id = $1`,
      [loanId],
    )) as FarmerProfileRow[];
    if (!profile) return null;
    const sets = (await db.query(
      `SELECT id, name, description, amount FROM loan_commodity_sets WHERE loan_id = $1 ORDER BY id`,
      [loanId],
    )) as CommoditySetRow[];
    const gallery = (await db.query(
      `SELECT id, kind, caption, upload_id FROM loan_gallery_images WHERE loan_id = $1 ORDER BY id`,
      [loanId],
    )) as GalleryImageRow[];
    if (audience === 'staff') return presentFarmer(profile, sets, gallery, galleryUploadUrl);
    return { ...presentFarmer(profile, sets, gallery, galleryImageUrl), farm: (await farmOfLoan(db, loanId)) ?? null };
  }

  /** The balance sheets and income statements of a loan, each by year. */
  async financials(loanId: number, db: Queryable = this.dataSource): Promise<LoanFinancials> {
    const statements = (await db.query(
      `SELECT statement, year, items FROM loan_financial_statements WHERE loan_id = $1 ORDER BY year, statement`,
      [loanId],
    )) as StatementRow[];
    const financials = Object.fromEntries(FINANCIAL_STATEMENTS.map((kind) => [kind, []])) as unknown as LoanFinancials;
    for (const statement of statements) financials[statement.statement].push({ year: statement.year, items: statement.items });
    return financials;
  }

  /** GET /api/console/loans/{id}/listing. */
  async consoleListing(loanId: number): Promise<ConsoleLoanListing> {
    const loan = await this.loan(this.dataSource, loanId);
    return {
      loan: { id: loan.id, serial: loan.serial, app_type: loan.app_type, status: loan.status },
      ...(await this.extras(loan.id, loan.app_type, this.dataSource, 'staff')),
      financials: await this.financials(loan.id),
      editable: isListingEditable(loan.status),
    };
  }

  private async loan(db: Queryable, loanId: number, lock = false): Promise<LoanRow> {
    const [loan] = (await db.query(
      `SELECT id, serial, app_type, status, amount FROM loans WHERE id = $1 ${lock ? 'FOR NO KEY UPDATE' : ''}`,
      [loanId],
    )) as LoanRow[];
    if (!loan) throw AppError.notFound();
    return loan;
  }

  /** Refuses a write the loan does not take now: 404, 409 once it left matching, 422 for the farmer rules. */
  private async assertWritable(db: Queryable, loan: LoanRow, rules: WriteRules): Promise<void> {
    if (!isListingEditable(loan.status)) throw notEditable();
    if (rules.farmer && loan.app_type !== LISTING_FARMER_APP_TYPE) throw notFarmerLoan();
    if (rules.profile) {
      const [profile] = (await db.query(`SELECT 1 FROM loan_farmer_profiles WHERE loan_id = $1`, [loan.id])) as unknown[];
      if (!profile) throw noFarmerProfile();
    }
  }

  /**
   * One console write: the loan row held for the transaction, the rules checked, the change made
   * and logged; answers the listing as it is afterwards.
   */
  private async write(
    actorId: number,
    loanId: number,
    action: string,
    rules: WriteRules,
    change: (manager: EntityManager, loan: LoanRow) => Promise<Record<string, string | number>>,
  ): Promise<ConsoleLoanListing> {
    await this.dataSource.transaction(async (manager) => {
      const loan = await this.loan(manager, loanId, true);
      await this.assertWritable(manager, loan, rules);
      const data = await change(manager, loan);
      await manager.getRepository(AuditLog).insert({
        actorId,
        action: `loan.listing.${action}`,
        targetType: 'loan',
        targetId: String(loanId),
        data,
      });
    });
    return this.consoleListing(loanId);
  }

  /**
   * PUT …/listing/farmer: the farmer profile, replacing the one there. How the loan repays (in
   * money or in goods) is what lenders invested on: it no longer changes once one has.
   */
  saveFarmer(actorId: number, loanId: number, input: FarmerProfileInput): Promise<ConsoleLoanListing> {
    return this.write(actorId, loanId, 'farmer', { farmer: true }, async (manager) => {
      const [{ mode, invested }] = (await manager.query(
        `SELECT (SELECT payment_in_goods FROM loan_farmer_profiles WHERE loan_id = $1) AS mode,
                EXISTS (SELECT 1 FROM investments WHERE loan_id = $1 AND status NOT IN ('lapsed', 'cancelled', 'expired')) AS invested`,
        [loanId],
      )) as { mode: string | null; invested: boolean }[];
      if (invested && (mode ?? 'none') !== input.payment_in_goods) {
        throw new AppError(422, 'PAYMENT_IN_GOODS_LOCKED', T.paymentInGoodsLocked, { payment_in_goods: T.paymentInGoodsLocked });
      }
      await manager.query(
        `INSERT INTO loan_farmer_profiles (loan_id, produce_situation, place_of_origin, lat, lng, payment_in_goods)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (loan_id) DO UPDATE
           SET produce_situation = EXCLUDED.produce_situation, place_of_origin = EXCLUDED.place_of_origin,
               lat = EXCLUDED.lat, lng = EXCLUDED.lng, payment_in_goods = EXCLUDED.payment_in_goods, updated_at = now()`,
        [loanId, input.produce_situation, input.place_of_origin, input.lat ?? null, input.lng ?? null, input.payment_in_goods],
      );
      return { payment_in_goods: input.payment_in_goods };
    });
  }

  /** POST …/listing/commodity-sets: a new set, at most the loan's amount, up to COMMODITY_SETS_MAX. */
  addCommoditySet(actorId: number, loanId: number, input: CommoditySetInput): Promise<ConsoleLoanListing> {
    return this.write(actorId, loanId, 'commodity_set.add', { farmer: true, profile: true }, async (manager, loan) => {
      if (input.amount > loan.amount) throw AppError.field('amount', commoditySetAboveLoan(loan.amount));
      const [{ sets }] = (await manager.query(`SELECT count(*)::int AS sets FROM loan_commodity_sets WHERE loan_id = $1`, [loanId])) as {
        sets: number;
      }[];
      if (sets >= COMMODITY_SETS_MAX) throw new AppError(422, 'COMMODITY_SETS_FULL', T.commoditySetsFull);
      const [created] = (await manager.query(
        `INSERT INTO loan_commodity_sets (loan_id, name, description, amount) VALUES ($1, $2, $3, $4) RETURNING id`,
        [loanId, input.name, input.description, input.amount],
      )) as { id: number }[];
      return { set_id: created.id, amount: input.amount };
    });
  }

  /** DELETE …/listing/commodity-sets/{setId}: refused while a cart item or an investment names it. */
  removeCommoditySet(actorId: number, loanId: number, setId: number): Promise<ConsoleLoanListing> {
    return this.write(actorId, loanId, 'commodity_set.remove', { farmer: true }, async (manager) => {
      const [set] = (await manager.query(
        `SELECT s.id,
                EXISTS (SELECT 1 FROM cart_items c WHERE c.loan_commodity_set_id = s.id)
                  OR EXISTS (SELECT 1 FROM investments i WHERE i.loan_commodity_set_id = s.id) AS in_use
           FROM loan_commodity_sets s WHERE s.id = $1 AND s.loan_id = $2`,
        [setId, loanId],
      )) as { id: number; in_use: boolean }[];
      if (!set) throw AppError.notFound(CART_TEXTS.commoditySetNotFound);
      if (set.in_use) throw new AppError(422, 'COMMODITY_SET_IN_USE', T.commoditySetInUse);
      try {
        await manager.query(`DELETE FROM loan_commodity_sets WHERE id = $1`, [setId]);
      } catch (error) {
        if (isForeignKeyViolation(error)) throw new AppError(422, 'COMMODITY_SET_IN_USE', T.commoditySetInUse);
        throw error;
      }
      return { set_id: setId };
    });
  }

  /** Refuses another image once the gallery holds GALLERY_IMAGES_MAX. */
  private async assertGalleryRoom(db: Queryable, loanId: number): Promise<void> {
    const [{ images }] = (await db.query(`SELECT count(*)::int AS images FROM loan_gallery_images WHERE loan_id = $1`, [loanId])) as {
      images: number;
    }[];
    if (images >= GALLERY_IMAGES_MAX) throw new AppError(422, 'GALLERY_FULL', T.galleryFull);
  }

  /**
   * POST …/listing/gallery: the image is checked and stored by the uploads module (JPG/PNG up to
   * 8 MB, judged by content) once the loan takes it, then shown at its upload URL.
   */
  async addGalleryImage(actorId: number, loanId: number, input: GalleryCaptionInput, file: GalleryFile): Promise<ConsoleLoanListing> {
    await this.assertWritable(this.dataSource, await this.loan(this.dataSource, loanId), { farmer: true, profile: true });
    await this.assertGalleryRoom(this.dataSource, loanId);
    const upload = await this.uploads.store(actorId, 'image', { field: 'file', originalName: file.originalName, bytes: file.bytes });
    return this.write(actorId, loanId, 'gallery.add', { farmer: true, profile: true }, async (manager) => {
      await this.assertGalleryRoom(manager, loanId);
      const [created] = (await manager.query(
        `INSERT INTO loan_gallery_images (loan_id, upload_id, kind, caption) VALUES ($1, $2, $3, $4) RETURNING id`,
        [loanId, upload.id, input.kind, input.caption],
      )) as { id: number }[];
      return { image_id: created.id, upload_id: upload.id };
    });
  }

  /** DELETE …/listing/gallery/{imageId}: the image leaves the listing; its upload stays on file. */
  removeGalleryImage(actorId: number, loanId: number, imageId: number): Promise<ConsoleLoanListing> {
    return this.write(actorId, loanId, 'gallery.remove', { farmer: true }, async (manager) => {
      const [, removed] = (await manager.query(`DELETE FROM loan_gallery_images WHERE id = $1 AND loan_id = $2`, [imageId, loanId])) as [
        unknown[],
        number,
      ];
      if (removed === 0) throw AppError.notFound(T.galleryImageNotFound);
      return { image_id: imageId };
    });
  }

  /** PUT …/listing/credit-records: the whole list, in the order given. */
  saveCreditRecords(actorId: number, loanId: number, input: CreditRecordsInput): Promise<ConsoleLoanListing> {
    return this.write(actorId, loanId, 'credit_records', {}, async (manager) => {
      await manager.query(`DELETE FROM loan_credit_records WHERE loan_id = $1`, [loanId]);
      if (input.records.length > 0) {
        await manager.query(
          `INSERT INTO loan_credit_records (loan_id, institution, kind, balance_thousand)
           SELECT $1, r.institution, r.kind, r.balance_thousand
             FROM unnest($2::text[], $3::text[], $4::bigint[]) WITH ORDINALITY AS r (institution, kind, balance_thousand, position)
            ORDER BY r.position`,
          [
            loanId,
            input.records.map((record) => record.institution),
            input.records.map((record) => record.kind),
            input.records.map((record) => record.balance_thousand),
          ],
        );
      }
      return { records: input.records.length };
    });
  }

  /** PUT …/listing/financials/{statement}/{year}: one year of one statement, replacing its items. */
  saveStatement(
    actorId: number,
    loanId: number,
    statement: FinancialStatementKind,
    year: number,
    input: FinancialStatementWriteInput,
  ): Promise<ConsoleLoanListing> {
    return this.write(actorId, loanId, 'financials.save', {}, async (manager) => {
      await manager.query(
        `INSERT INTO loan_financial_statements (loan_id, statement, year, items) VALUES ($1, $2, $3, $4)
         ON CONFLICT (loan_id, statement, year) DO UPDATE SET items = EXCLUDED.items`,
        [loanId, statement, year, input.items],
      );
      return { statement, year };
    });
  }

  /** DELETE …/listing/financials/{statement}/{year}. */
  removeStatement(actorId: number, loanId: number, statement: FinancialStatementKind, year: number): Promise<ConsoleLoanListing> {
    return this.write(actorId, loanId, 'financials.remove', {}, async (manager) => {
      const [, removed] = (await manager.query(
        `DELETE FROM loan_financial_statements WHERE loan_id = $1 AND statement = $2 AND year = $3`,
        [loanId, statement, year],
      )) as [unknown[], number];
      if (removed === 0) throw AppError.notFound(T.financialStatementNotFound);
      return { statement, year };
    });
  }
}
