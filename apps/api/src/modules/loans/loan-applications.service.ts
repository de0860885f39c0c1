import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import {
  ALUMNI_BLOCK,
  DOCUMENTS_ADDED_EVENT,
  LOAN_APP_TYPES,
  LOAN_TYPE_RULES,
  MESSAGES,
  acceptsDocuments,
  addDocuments,
  alumniPatchSchema,
  alumniSubmissionSchema,
  applyGuarantorPurpose,
  isAddingDocumentsAfterSubmit,
  isFastApply,
  lateDocumentKinds,
  loanAppTypesFor,
  loanApplicationPatchSchema,
  loanSubmitSchemaOf,
  needsAlumniRecord,
  zodIssuesToFieldErrors,
} from '@lendbridge/domain';
import type { AlumniVerifyInput, LoanAppType, LoanAttachments, SubmitLoanApplicationInput } from '@lendbridge/domain';
import { applicationSubmittedNotice } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import type { AuthUser } from '../../common/auth-user.js';
import { createPawnCase } from '../pawnshop/pawnshop.queries.js';
import { createAppraisalItems } from '../appraisal/appraisal.queries.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { UploadsService } from '../uploads/uploads.service.js';
import { AlumniService } from './alumni.service.js';
import { LoanApplication } from './loan-application.entity.js';
import type { FormBlock } from './loan-application.entity.js';
import { salesIdOf } from './sales-codes.js';

export const APPLICATION_FIELD_PREFIX = 'application';
const PROFILE_FIELD_PREFIX = 'profile';

/** Writes a row of the application's history (who, when, what). */
export async function recordEvent(
  manager: EntityManager,
  applicationId: number,
  actorId: number | null,
  action: string,
  fromStatus: string | null,
  toStatus: string | null,
  data: Record<string, unknown> = {},
): Promise<void> {
  await manager.query(
    `INSERT INTO loan_application_events (application_id, actor_id, action, from_status, to_status, data)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [applicationId, actorId, action, fromStatus, toStatus, data],
  );
}

function isLoanAppType(value: unknown): value is LoanAppType {
  return typeof value === 'string' && (LOAN_APP_TYPES as readonly string[]).includes(value);
}

/**
 * The alumni block of an ntu application is kept in the profile column under `alumni`; it is
 * answered and saved as a block of its own and checked on its own at submit.
 */
export function splitAlumni(profile: FormBlock): { profile: FormBlock; alumni: FormBlock | undefined } {
  const { [ALUMNI_BLOCK]: alumni, ...rest } = profile;
  const block = typeof alumni === 'object' && alumni !== null && !Array.isArray(alumni) ? (alumni as FormBlock) : undefined;
  return { profile: rest, alumni: block };
}

/** The stored alumni block after an autosave: the fields sent win, cleared fields (null) are left out. */
function mergeAlumni(stored: FormBlock | undefined, sent: FormBlock): FormBlock {
  return Object.fromEntries(Object.entries({ ...stored, ...sent }).filter(([, value]) => value !== null && value !== undefined));
}

/** Forced values win over whatever the form sent (the guarantor purpose). */
function withForcedValues(appType: LoanAppType, application: FormBlock): FormBlock {
  return appType === 'guarantor' ? applyGuarantorPurpose(application) : application;
}

@Injectable()
export class LoanApplicationsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly uploads: UploadsService,
    private readonly notifications: NotificationsService,
    private readonly alumni: AlumniService,
  ) {}

  async create(user: AuthUser, appType: LoanAppType): Promise<LoanApplication> {
    if (!loanAppTypesFor(user.memberType).includes(appType)) {
      throw AppError.field('app_type', MESSAGES.loanAppTypeNotAllowed, 'APP_TYPE_NOT_ALLOWED');
    }
    return this.dataSource.transaction(async (manager) => {
      const untouched = await this.untouchedDraftOf(manager, user.id, appType);
      if (untouched !== null) return untouched;
      const [row] = (await manager.query(
        `INSERT INTO loan_applications (user_id, app_type, application) VALUES ($1, $2, $3) RETURNING id`,
        [user.id, appType, withForcedValues(appType, {})],
      )) as { id: number }[];
      await recordEvent(manager, row.id, user.id, 'created', null, 'prepare', { app_type: appType });
      return manager.getRepository(LoanApplication).findOneByOrFail({ id: row.id });
    });
  }

  /**
   * The member's newest draft of a type that nothing has been done with since it was created (never
   * saved, nothing added beside the form): opening the start page again returns to it rather than
   * piling up empty drafts. The member's row is locked so two starts at once agree on one draft.
   */
  private async untouchedDraftOf(manager: EntityManager, userId: number, appType: LoanAppType): Promise<LoanApplication | null> {
    await manager.query(`SELECT 1 FROM users WHERE id = $1 FOR UPDATE`, [userId]);
    const [row] = (await manager.query(
      `SELECT a.id
         FROM loan_applications a
        WHERE a.user_id = $1 AND a.app_type = $2 AND a.status = 'prepare' AND a.version = 1
          AND NOT EXISTS (SELECT 1 FROM loan_application_events e WHERE e.application_id = a.id AND e.action <> 'created')
        ORDER BY a.id DESC
        LIMIT 1`,
      [userId, appType],
    )) as { id: number }[];
    return row ? manager.getRepository(LoanApplication).findOneByOrFail({ id: row.id }) : null;
  }

  /** The member's own application; anyone else's is answered as missing. */
  async findOwn(user: AuthUser, serial: string, manager: EntityManager = this.dataSource.manager, lock = false) {
    const query = manager
      .getRepository(LoanApplication)
      .createQueryBuilder('application')
      .where('application.serial = :serial AND application.userId = :userId', { serial, userId: user.id });
    if (lock) query.setLock('pessimistic_write');
    const application = await query.getOne();
    if (!application) throw AppError.notFound(MESSAGES.notEditable);
    return application;
  }

  listOwn(user: AuthUser): Promise<LoanApplication[]> {
    return this.dataSource
      .getRepository(LoanApplication)
      .find({ where: { userId: user.id }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  private assertEditable(application: LoanApplication): void {
    if (application.status !== 'prepare') throw AppError.conflict('NOT_EDITABLE', MESSAGES.notEditable);
  }

  private async assertMarketingCode(code: unknown, manager: EntityManager): Promise<void> {
    if (typeof code !== 'string' || code === '') return;
    const rows: unknown[] = await manager.query(
      `SELECT 1 FROM marketing_codes WHERE code = $1 AND is_active AND (valid_until IS NULL OR valid_until > now())`,
      [code],
    );
    if (!rows.length) {
      throw AppError.field(`${APPLICATION_FIELD_PREFIX}.marketing_code`, MESSAGES.marketingCodeInvalid, 'MARKETING_CODE_INVALID');
    }
  }

  /** The sales person the applicant named by their code (profile.assign_sales.code), if any. */
  private async namedSalesId(profile: FormBlock, manager: EntityManager): Promise<number | null> {
    const named: unknown = profile.assign_sales;
    const code = typeof named === 'object' && named !== null && 'code' in named ? named.code : undefined;
    if (typeof code !== 'string' || code === '') return null;
    return salesIdOf(manager, code, `${PROFILE_FIELD_PREFIX}.assign_sales.code`);
  }

  /** A student application goes to review only with the school e-mail on the form verified. */
  private async assertSchoolEmailVerified(application: LoanApplication, manager: EntityManager): Promise<void> {
    const email = application.profile.school_email;
    const verified: unknown[] =
      typeof email === 'string'
        ? await manager.query(
            `SELECT 1 FROM student_email_verifications
              WHERE application_id = $1 AND lower(email) = lower($2) AND verified_at IS NOT NULL LIMIT 1`,
            [application.id, email],
          )
        : [];
    if (!verified.length) {
      throw AppError.field('profile.school_email', MESSAGES.schoolEmailNotVerified, 'SCHOOL_EMAIL_NOT_VERIFIED');
    }
  }

  /** The alumni block sent with an autosave (ntu only); undefined when none was sent. */
  private parseAlumniPatch(appType: LoanAppType, sent: unknown): FormBlock | undefined {
    if (sent === undefined) return undefined;
    if (!needsAlumniRecord(appType)) throw AppError.field(ALUMNI_BLOCK, MESSAGES.unknownField);
    const parsed = alumniPatchSchema.safeParse({ [ALUMNI_BLOCK]: sent });
    if (!parsed.success) throw AppError.validation(zodIssuesToFieldErrors(parsed.error));
    return parsed.data.alumni;
  }

  private withAlumni(profile: FormBlock, alumniPatch: FormBlock | undefined): FormBlock {
    if (alumniPatch === undefined) return profile;
    const { profile: rest, alumni } = splitAlumni(profile);
    const merged = mergeAlumni(alumni, alumniPatch);
    return Object.keys(merged).length === 0 ? rest : { ...rest, [ALUMNI_BLOCK]: merged };
  }

  /**
   * Autosave and "next": merges only the fields sent into the draft. A field that is sent must pass
   * its own rule; the whole form is checked at submit.
   */
  async update(user: AuthUser, serial: string, body: unknown): Promise<LoanApplication> {
    const {
      step,
      [ALUMNI_BLOCK]: alumniBody,
      ...patchBody
    } = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    if (step !== undefined && (!Number.isInteger(step) || (step as number) < 1 || (step as number) > 20)) {
      throw AppError.field('step', MESSAGES.invalidFormat);
    }
    const appType = patchBody.app_type;
    if (!isLoanAppType(appType)) throw AppError.field('app_type', MESSAGES.invalidOption);
    const parsed = loanApplicationPatchSchema(appType).safeParse(patchBody);
    if (!parsed.success) throw AppError.validation(zodIssuesToFieldErrors(parsed.error));
    const patch = parsed.data as { application?: FormBlock; profile?: FormBlock; corporate_profile?: FormBlock };
    const alumniPatch = this.parseAlumniPatch(appType, alumniBody);
    const studentCard = patch.profile?.student_card;
    if (Array.isArray(studentCard)) await this.uploads.assertOwned(user.id, studentCard as string[], undefined, 'profile.student_card');

    return this.dataSource.transaction(async (manager) => {
      const application = await this.findOwn(user, serial, manager, true);
      this.assertEditable(application);
      if (application.appType !== appType) throw AppError.field('app_type', MESSAGES.invalidOption);
      await this.assertMarketingCode(patch.application?.marketing_code, manager);
      const next = {
        application: withForcedValues(appType, { ...application.application, ...(patch.application ?? {}) }),
        profile: this.withAlumni({ ...application.profile, ...(patch.profile ?? {}) }, alumniPatch),
        corporateProfile: { ...application.corporateProfile, ...(patch.corporate_profile ?? {}) },
        step: typeof step === 'number' ? step : application.step,
        version: application.version + 1,
      };
      await manager.query(
        `UPDATE loan_applications
            SET application = $2, profile = $3, corporate_profile = $4, step = $5, version = $6, updated_at = now()
          WHERE id = $1`,
        [application.id, next.application, next.profile, next.corporateProfile, next.step, next.version],
      );
      return { ...application, ...next };
    });
  }

  /**
   * The documents of the application, by kind: upload ids owned by the applicant. A draft sets the
   * kinds sent; a submitted application not yet decided adds files to the kinds its type may add
   * after submit, keeping the ones there, and the addition goes into the history.
   */
  async saveAttachments(user: AuthUser, serial: string, attachments: LoanAttachments): Promise<LoanApplication> {
    const ids = Object.values(attachments).flat();
    await this.uploads.assertOwned(user.id, ids, undefined, 'attachments');
    return this.dataSource.transaction(async (manager) => {
      const application = await this.findOwn(user, serial, manager, true);
      if (!acceptsDocuments(application.status)) throw AppError.conflict('NOT_EDITABLE', MESSAGES.notEditable);
      if (!isAddingDocumentsAfterSubmit(application.status)) {
        const merged = { ...application.attachments, ...attachments };
        await this.storeAttachments(manager, application, merged);
        return { ...application, attachments: merged };
      }
      const allowed = lateDocumentKinds(application.appType, application.collaterals);
      const { errors, merged, added } = addDocuments(application.attachments, attachments, allowed);
      if (Object.keys(errors).length > 0) {
        throw new AppError(400, 'DOCUMENT_KIND_NOT_ALLOWED', Object.values(errors)[0] ?? MESSAGES.documentKindNotAllowed, errors);
      }
      const kinds = Object.keys(added);
      if (kinds.length === 0) return application;
      await this.storeAttachments(manager, application, merged);
      await recordEvent(manager, application.id, user.id, DOCUMENTS_ADDED_EVENT, application.status, application.status, {
        kinds,
      });
      return { ...application, attachments: merged };
    });
  }

  private async storeAttachments(manager: EntityManager, application: LoanApplication, attachments: Record<string, string[]>) {
    await manager.query(`UPDATE loan_applications SET attachments = $2, updated_at = now() WHERE id = $1`, [
      application.id,
      attachments,
    ]);
  }

  /**
   * Checks the whole form with the type's rules (the fast-apply rules when the draft asks for fast
   * apply), then hands the application to review.
   */
  async submit(user: AuthUser, serial: string, { app_type: appType, agreement }: SubmitLoanApplicationInput): Promise<LoanApplication> {
    return this.dataSource.transaction(async (manager) => {
      const application = await this.findOwn(user, serial, manager, true);
      this.assertEditable(application);
      if (application.appType !== appType) throw AppError.field('app_type', MESSAGES.invalidOption);
      const rules = LOAN_TYPE_RULES[appType];
      const { profile, alumni } = splitAlumni(application.profile);
      const submitSchema = loanSubmitSchemaOf(appType, { fastApply: isFastApply(application.application) });
      const checked = submitSchema.safeParse({
        application: application.application,
        profile,
        attachments: application.attachments,
        ...(rules.collateral ? { collaterals: application.collaterals } : {}),
        ...(appType === 'corporate' ? { corporate_profile: application.corporateProfile } : {}),
        ...(agreement ? { agreement } : {}),
      });
      const errors = checked.success ? {} : zodIssuesToFieldErrors(checked.error);
      let alumniRecord: AlumniVerifyInput | undefined;
      if (needsAlumniRecord(appType)) {
        const named = alumniSubmissionSchema.safeParse({ [ALUMNI_BLOCK]: alumni ?? {} });
        if (named.success) alumniRecord = named.data.alumni;
        else Object.assign(errors, zodIssuesToFieldErrors(named.error));
      }
      if (Object.keys(errors).length > 0) throw AppError.validation(errors, MESSAGES.inputErrorText);
      await this.assertMarketingCode(application.application.marketing_code, manager);
      const salesId = await this.namedSalesId(profile, manager);
      if (appType === 'student') await this.assertSchoolEmailVerified(application, manager);
      if (alumniRecord !== undefined) await this.alumni.useForApplication(manager, user, alumniRecord, `${ALUMNI_BLOCK}.student_id`);
      await manager
        .getRepository(LoanApplication)
        .update({ id: application.id }, { status: 'submitted', submittedAt: new Date(), version: application.version + 1, salesId });
      await recordEvent(manager, application.id, user.id, 'submitted', 'prepare', 'submitted');
      await createAppraisalItems(manager, application.id);
      await createPawnCase(manager, application.id);
      await this.notifications.notify(user.id, applicationSubmittedNotice(application.serial), manager);
      return { ...application, status: 'submitted' };
    });
  }
}
