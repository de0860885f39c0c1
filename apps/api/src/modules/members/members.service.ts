import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import { MESSAGES, TWO_FACTOR_TEXTS, bankChangedNoticeBody, taipeiWallClockOf } from '@lendbridge/domain';
import type {
  MemberBankInput,
  MemberBasicInput,
  MemberProfileInput,
  RiskQuestionnaireInput,
  UpdateBankInput,
  UpdateProfileInput,
  UpdateSocialInput,
} from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import { isUniqueViolation } from '../../common/sql.js';
import type { AuthUser } from '../../common/auth-user.js';
import { AuditLog } from '../audit/audit-log.entity.js';
import { hashSecret, verifySecret } from '../auth/passwords.js';
import { OutboxService } from '../outbox/outbox.service.js';
import { TwoFactorService } from '../two-factor/two-factor.service.js';
import { UploadsService } from '../uploads/uploads.service.js';
import { User } from '../users/user.entity.js';
import { VerificationService } from '../verification/verification.service.js';
import { MemberBank } from './member-bank.entity.js';
import type { CurrentMemberBank } from './member-bank.entity.js';
import { MemberProfile } from './member-profile.entity.js';
import { maskAccount } from './members.presenter.js';
import { markBankChanged } from './members.queries.js';
import { RiskQuestionnaire } from './risk-questionnaire.entity.js';

const BANK_IMAGE_TYPES = {
  proof: ['bankbook_cover', 'atm_card'],
  idFront: ['id_card_front'],
  idBack: ['id_card_back'],
} as const;

@Injectable()
export class MembersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly uploads: UploadsService,
    private readonly verification: VerificationService,
    private readonly twoFactor: TwoFactorService,
    private readonly outbox: OutboxService,
  ) {}

  /** Every binding and change of the bank account is e-mailed to the member, in the transaction that makes it. */
  private async queueBankNotice(manager: EntityManager, userId: number, bank: MemberBank): Promise<void> {
    const account = await manager.findOneByOrFail(User, { id: userId });
    await this.outbox.enqueue(
      {
        channel: 'email',
        recipient: account.email,
        subject: TWO_FACTOR_TEXTS.bankChangedSubject,
        body: bankChangedNoticeBody(taipeiWallClockOf(bank.createdAt).replace('T', ' '), bank.bankCode, maskAccount(bank.account)),
        kind: 'bank_changed',
        userId,
      },
      manager,
    );
  }

  findProfile(userId: number): Promise<MemberProfile | null> {
    return this.dataSource.getRepository(MemberProfile).findOneBy({ userId });
  }

  findCurrentBank(userId: number, manager: EntityManager = this.dataSource.manager): Promise<CurrentMemberBank | null> {
    return manager
      .getRepository(MemberBank)
      .createQueryBuilder('bank')
      .where('bank.userId = :userId', { userId })
      .andWhere(`bank.status <> 'replaced'`)
      .getOne() as Promise<CurrentMemberBank | null>;
  }

  async bankName(code: string): Promise<string | null> {
    const rows: { name: string }[] = await this.dataSource.query(`SELECT name FROM bank_codes WHERE code = $1`, [code]);
    return rows[0]?.name ?? null;
  }

  findQuestionnaire(userId: number): Promise<RiskQuestionnaire | null> {
    return this.dataSource
      .getRepository(RiskQuestionnaire)
      .findOne({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /** Basic registration: creates the member profile, or updates its basic part. */
  async saveBasic(user: AuthUser, input: MemberBasicInput): Promise<void> {
    if (input.member_type !== user.memberType) throw AppError.field('member_type', MESSAGES.memberTypeMismatch);
    const answerHash = await hashSecret(input.safe_question_answer.trim());
    const corporate = input.member_type === 'corporate' ? input : undefined;
    await this.dataSource.getRepository(MemberProfile).upsert(
      {
        userId: user.id,
        firstname: input.firstname,
        lastname: input.lastname,
        birthday: input.birthday.replaceAll('/', '-'),
        gender: input.gender,
        educationLevel: input.education_level,
        safeQuestionType: input.safe_question_type,
        safeQuestionOther: input.safe_question_type === 'other' ? (input.safe_question_other ?? null) : null,
        safeQuestionAnswerHash: answerHash,
        companyName: corporate?.company_name ?? null,
        taxId: corporate?.tax_id ?? null,
        contactName: corporate?.contact_name ?? null,
      },
      ['userId'],
    );
  }

  /** Full (trading) registration: identity and addresses; the identity waits for staff review. */
  async register(user: AuthUser, input: MemberProfileInput): Promise<void> {
    const profile = await this.findProfile(user.id);
    if (!profile) throw AppError.forbidden(MESSAGES.notMember, 'NOT_MEMBER');
    if (profile.identityStatus === 'verified' && profile.residentId !== input.resident_id) {
      throw AppError.field('resident_id', MESSAGES.identityLocked);
    }
    try {
      await this.dataSource.getRepository(MemberProfile).update(
        { userId: user.id },
        {
          residentId: input.resident_id,
          marriageStatus: input.marriage_status,
          childrenCount: input.children_count,
          houseType: input.house_type,
          registeredAddress: input.registered_address,
          currentAddress: input.same_as_registered ? input.registered_address : (input.current_address ?? null),
          phoneCode: input.phone_code ?? null,
          phoneNumber: input.phone_number ?? null,
          registeredAt: profile.registeredAt ?? new Date(),
          identityStatus: profile.identityStatus === 'verified' ? 'verified' : 'pending',
        },
      );
    } catch (error) {
      if (isUniqueViolation(error, 'member_profiles_resident_id_key')) {
        throw AppError.conflict('RESIDENT_ID_TAKEN', MESSAGES.identityNumberTaken, { resident_id: MESSAGES.identityNumberTaken });
      }
      throw error;
    }
  }

  private async assertBankImages(userId: number, input: Omit<MemberBankInput, 'totp_code'>): Promise<string> {
    const proofImageId = input.proof_type === 'bankbook' ? input.bankbook_cover_image : input.atm_card_image;
    if (!proofImageId) {
      const field = input.proof_type === 'bankbook' ? 'bankbook_cover_image' : 'atm_card_image';
      throw AppError.field(field, MESSAGES.minImages);
    }
    await this.uploads.assertOwned(userId, [proofImageId], [...BANK_IMAGE_TYPES.proof]);
    await this.uploads.assertOwned(userId, [input.id_card_front_image], [...BANK_IMAGE_TYPES.idFront]);
    await this.uploads.assertOwned(userId, [input.id_card_back_image], [...BANK_IMAGE_TYPES.idBack]);
    return proofImageId;
  }

  private async insertBank(
    manager: EntityManager,
    userId: number,
    input: Omit<MemberBankInput, 'totp_code'>,
    proofImageId: string,
  ): Promise<MemberBank> {
    const known = await manager.query(`SELECT 1 FROM bank_codes WHERE code = $1 AND is_active`, [input.bank_code]);
    if (!known.length) throw AppError.field('bank_code', MESSAGES.bankCodeUnknown);
    return manager.getRepository(MemberBank).save(
      manager.getRepository(MemberBank).create({
        userId,
        bankCode: input.bank_code,
        branchCode: input.branch_code ?? null,
        account: input.account,
        proofType: input.proof_type,
        proofImageId,
        idCardFrontImageId: input.id_card_front_image,
        idCardBackImageId: input.id_card_back_image,
        status: 'pending',
      }),
    );
  }

  /** First bank binding, after the trading registration (with a two-factor code when that is on). */
  async bindBank(user: AuthUser, input: MemberBankInput): Promise<void> {
    const profile = await this.findProfile(user.id);
    if (!profile?.registeredAt) throw AppError.forbidden(MESSAGES.notMemberFull, 'NOT_MEMBER_FULL');
    const { totp_code: totpCode, ...bankInput } = input;
    const proofImageId = await this.assertBankImages(user.id, bankInput);
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT id FROM users WHERE id = $1 FOR UPDATE`, [user.id]);
      if (await this.findCurrentBank(user.id, manager)) {
        throw AppError.conflict('BANK_ALREADY_BOUND', MESSAGES.bankAlreadyBound);
      }
      await this.twoFactor.assertActionCode(manager, user.id, totpCode);
      const bank = await this.insertBank(manager, user.id, bankInput, proofImageId);
      await this.queueBankNotice(manager, user.id, bank);
    });
    void this.outbox.drain();
  }

  /**
   * Changing the bound account needs a mobile verification code (and a two-factor code when that is
   * on); the new account waits for review and receives no withdrawal the business day of the change.
   */
  async updateBank(user: AuthUser, input: UpdateBankInput): Promise<MemberBank> {
    const { code, totp_code: totpCode, ...bank } = input;
    const proofImageId = await this.assertBankImages(user.id, bank);
    const account = await this.dataSource.getRepository(User).findOneByOrFail({ id: user.id });
    const changed = await this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT id FROM users WHERE id = $1 FOR UPDATE`, [user.id]);
      await this.twoFactor.assertActionCode(manager, user.id, totpCode);
      await this.verification.checkAndConsume(user.id, 'mobile', account.mobile, code, manager);
      await manager.query(
        `UPDATE member_banks SET status = 'replaced', updated_at = now() WHERE user_id = $1 AND status <> 'replaced'`,
        [user.id],
      );
      const inserted = await this.insertBank(manager, user.id, bank, proofImageId);
      await markBankChanged(manager, inserted.id);
      await this.queueBankNotice(manager, user.id, inserted);
      return inserted;
    });
    void this.outbox.drain();
    return changed;
  }

  async answerQuestionnaire(user: AuthUser, input: RiskQuestionnaireInput): Promise<void> {
    await this.dataSource.getRepository(RiskQuestionnaire).insert({
      userId: user.id,
      annualHouseholdIncome: input.annual_household_income,
      totalInvestmentAmount: input.total_investment_amount,
      riskAppetite: input.risk_appetite,
    });
  }

  /** Address, phone and safe question changes, confirmed with the member's password. */
  async updateProfile(user: AuthUser, input: UpdateProfileInput): Promise<MemberProfile> {
    const account = await this.dataSource
      .getRepository(User)
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('user.id = :id', { id: user.id })
      .getOneOrFail();
    if (!(await verifySecret(account.passwordHash, input.password))) {
      throw AppError.field('password', MESSAGES.wrongPassword);
    }
    const changes: Partial<MemberProfile> = {};
    const address = input.address;
    if (address?.zip_code && address.city && address.district && address.address) {
      changes.currentAddress = {
        zip_code: address.zip_code,
        city: address.city,
        district: address.district,
        address: address.address,
      };
    }
    if (input.phone_code && input.phone_number) {
      changes.phoneCode = input.phone_code;
      changes.phoneNumber = input.phone_number;
    }
    if (input.safe_question_type && input.safe_question_answer) {
      changes.safeQuestionType = input.safe_question_type;
      changes.safeQuestionOther = input.safe_question_type === 'other' ? (input.safe_question_other ?? null) : null;
      changes.safeQuestionAnswerHash = await hashSecret(input.safe_question_answer.trim());
    }
    const repository = this.dataSource.getRepository(MemberProfile);
    if (Object.keys(changes).length) await repository.update({ userId: user.id }, changes);
    return repository.findOneByOrFail({ userId: user.id });
  }

  async updateSocial(user: AuthUser, input: UpdateSocialInput): Promise<MemberProfile> {
    const repository = this.dataSource.getRepository(MemberProfile);
    await repository.update(
      { userId: user.id },
      { contactLine: input.contact_line || null, contactSkype: input.contact_skype || null },
    );
    return repository.findOneByOrFail({ userId: user.id });
  }

  /** Staff decision on a member's identity or bank account, recorded in the audit log. */
  async review(
    actorId: number,
    memberId: number,
    subject: 'identity' | 'bank',
    decision: 'verified' | 'rejected',
    note: string | undefined,
  ): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      if (subject === 'identity') {
        const result = await manager.query(
          `UPDATE member_profiles
              SET identity_status = $2, identity_reviewed_at = now(), identity_reviewed_by = $3,
                  identity_review_note = $4, updated_at = now()
            WHERE user_id = $1 AND registered_at IS NOT NULL`,
          [memberId, decision, actorId, note ?? null],
        );
        if (!(result as [unknown, number])[1]) throw AppError.conflict('NOTHING_TO_REVIEW', MESSAGES.nothingToReview);
      } else {
        const result = await manager.query(
          `UPDATE member_banks
              SET status = $2, reviewed_at = now(), reviewed_by = $3, review_note = $4, updated_at = now()
            WHERE user_id = $1 AND status <> 'replaced'`,
          [memberId, decision, actorId, note ?? null],
        );
        if (!(result as [unknown, number])[1]) throw AppError.conflict('NOTHING_TO_REVIEW', MESSAGES.nothingToReview);
      }
      await manager.getRepository(AuditLog).insert({
        actorId,
        action: `member.${subject}.${decision}`,
        targetType: 'member',
        targetId: String(memberId),
        data: note ? { note } : {},
      });
    });
  }
}
