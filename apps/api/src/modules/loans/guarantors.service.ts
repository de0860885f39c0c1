import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MESSAGES } from '@lendbridge/domain';
import type { GuarantorConfirmInput } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import type { AuthUser } from '../../common/auth-user.js';
import { LoanApplicationsService, recordEvent } from './loan-applications.service.js';
import { assertDraft } from './loan-drafts.js';

const MASK = 'Ｏ';

/** A name as a guarantor sees the borrower: first and last character kept (王Ｏ明, 王Ｏ). */
export function maskName(name: string): string {
  const characters = Array.from(name);
  if (characters.length <= 1) return name;
  if (characters.length === 2) return `${characters[0]}${MASK}`;
  return `${characters[0]}${MASK.repeat(characters.length - 2)}${characters[characters.length - 1]}`;
}

export interface GuarantorCase {
  serial: string;
  borrower_name: string;
  status: string;
  confirmed: boolean;
  relationship: string | null;
  confirmed_at: Date | null;
}

interface CaseRow {
  serial: string;
  lastname: string | null;
  firstname: string | null;
  status: string;
  relationship: string | null;
  confirmed_at: Date | null;
  guarantor_user_id: string | null;
}

function presentCase(row: CaseRow): GuarantorCase {
  return {
    serial: row.serial,
    borrower_name: maskName(`${row.lastname ?? ''}${row.firstname ?? ''}`),
    status: row.status,
    confirmed: row.confirmed_at !== null,
    relationship: row.relationship,
    confirmed_at: row.confirmed_at,
  };
}

const SELECT_CASES = `
  SELECT a.serial, p.lastname, p.firstname, a.status, g.relationship, g.confirmed_at, g.guarantor_user_id
    FROM loan_guarantors g
    JOIN loan_applications a ON a.id = g.application_id
    LEFT JOIN member_profiles p ON p.user_id = a.user_id`;

/** The guarantor link: a borrower names a guarantor by identity number, the guarantor confirms. */
/** The guarantor an applicant named, as their own application shows it. */
export interface NamedGuarantor {
  resident_id: string;
  confirmed: boolean;
}

@Injectable()
export class GuarantorsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly applications: LoanApplicationsService,
  ) {}

  private async residentIdOf(userId: number): Promise<string | null> {
    const [row] = (await this.dataSource.query(`SELECT resident_id FROM member_profiles WHERE user_id = $1`, [userId])) as {
      resident_id: string | null;
    }[];
    return row?.resident_id ?? null;
  }

  /** The guarantor named on an application, if any: the identity number and whether they confirmed. */
  async named(applicationId: number): Promise<NamedGuarantor | null> {
    const [row] = (await this.dataSource.query(
      `SELECT guarantor_resident_id, confirmed_at FROM loan_guarantors WHERE application_id = $1`,
      [applicationId],
    )) as { guarantor_resident_id: string; confirmed_at: Date | null }[];
    return row ? { resident_id: row.guarantor_resident_id, confirmed: row.confirmed_at !== null } : null;
  }

  /** Names (or renames, which clears a confirmation) the guarantor of a guarantor-type draft. */
  async name(user: AuthUser, serial: string, residentId: string): Promise<{ serial: string; confirmed: boolean }> {
    if ((await this.residentIdOf(user.id)) === residentId) throw AppError.field('resident_id', MESSAGES.guarantorNotSelf);
    return this.dataSource.transaction(async (manager) => {
      const application = await this.applications.findOwn(user, serial, manager, true);
      assertDraft(application);
      if (application.appType !== 'guarantor') throw AppError.field('app_type', MESSAGES.invalidOption);
      await manager.query(
        `INSERT INTO loan_guarantors (application_id, guarantor_resident_id) VALUES ($1, $2)
         ON CONFLICT (application_id) DO UPDATE
           SET guarantor_resident_id = EXCLUDED.guarantor_resident_id,
               guarantor_user_id = NULL, relationship = NULL, confirmed_at = NULL
         WHERE loan_guarantors.guarantor_resident_id <> EXCLUDED.guarantor_resident_id`,
        [application.id, residentId],
      );
      const [row] = (await manager.query(`SELECT confirmed_at FROM loan_guarantors WHERE application_id = $1`, [
        application.id,
      ])) as { confirmed_at: Date | null }[];
      await recordEvent(manager, application.id, user.id, 'guarantor_named', null, null);
      return { serial: application.serial, confirmed: row.confirmed_at !== null };
    });
  }

  /** The cases that name the member's registered identity number as guarantor. */
  async cases(user: AuthUser): Promise<GuarantorCase[]> {
    const residentId = await this.residentIdOf(user.id);
    if (residentId === null) return [];
    const rows = (await this.dataSource.query(
      `${SELECT_CASES} WHERE g.guarantor_resident_id = $1 AND a.user_id <> $2 ORDER BY a.id DESC`,
      [residentId, user.id],
    )) as CaseRow[];
    return rows.map(presentCase);
  }

  /** Records the guarantor's confirmation, once the identity number is the member's own. */
  async confirm(user: AuthUser, input: GuarantorConfirmInput): Promise<GuarantorCase> {
    const residentId = await this.residentIdOf(user.id);
    if (residentId === null || residentId !== input.resident_id) {
      throw AppError.field('resident_id', MESSAGES.guarantorResidentIdMismatch);
    }
    return this.dataSource.transaction(async (manager) => {
      const [found] = (await manager.query(
        `SELECT g.id, a.id AS application_id
           FROM loan_guarantors g
           JOIN loan_applications a ON a.id = g.application_id
          WHERE a.serial = $1 AND g.guarantor_resident_id = $2 AND a.user_id <> $3
          FOR UPDATE OF g`,
        [input.serial, residentId, user.id],
      )) as { id: string; application_id: number }[];
      if (!found) throw AppError.notFound(MESSAGES.guarantorCaseNotFound);
      await manager.query(
        `UPDATE loan_guarantors SET guarantor_user_id = $2, relationship = $3, confirmed_at = now() WHERE id = $1`,
        [found.id, user.id, input.relationship],
      );
      await recordEvent(manager, found.application_id, user.id, 'guarantor_confirmed', null, null, {
        relationship: input.relationship,
      });
      const [row] = (await manager.query(`${SELECT_CASES} WHERE g.id = $1`, [found.id])) as CaseRow[];
      return presentCase(row);
    });
  }
}
