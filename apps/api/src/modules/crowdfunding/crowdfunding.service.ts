import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import {
  CROWDFUNDING_CARD_AUTH_MINUTES,
  CROWDFUNDING_CARD_RETURN_PATH,
  CROWDFUNDING_ORDER_STATUS_LABELS,
  CROWDFUNDING_PAYMENT_BY,
  CROWDFUNDING_REDIRECTS,
  CROWDFUNDING_TEXTS,
  CROWDFUNDING_TRANSFER_DEADLINE_DAYS,
  DAY_MS,
  balanceOrderOutcome,
  cardBrandOf,
  cardExpiryError,
  crowdfundingContract,
  crowdfundingImagePath,
  crowdfundingOrderBlock,
  crowdfundingPeriodDescription,
  crowdfundingSchedule,
  crowdfundingSummary,
  crowdfundingTransferInstruction,
  formatYmd,
  laterPeriodAmount,
  maskedCardNumber,
  rateOf,
} from '@lendbridge/domain';
import type {
  AlumniVerifyInput,
  CrowdfundingCard,
  CrowdfundingContractAnswer,
  CrowdfundingDetailAnswer,
  CrowdfundingOrderAnswer,
  CrowdfundingOrderInput,
  CrowdfundingPaymentAnswer,
  CrowdfundingRate,
} from '@lendbridge/domain';
import type { AuthUser } from '../../common/auth-user.js';
import { isUniqueViolation } from '../../common/sql.js';
import { WithdrawalsService } from '../account/withdrawals.service.js';
import { VirtualAccountsService } from '../account/virtual-accounts.service.js';
import { CARD_GATEWAY } from '../card-payments/card-gateway.js';
import type { CardGateway, ChargeOutcome } from '../card-payments/card-gateway.js';
import { LedgerService } from '../ledger/ledger.service.js';
import { PLATFORM, userCash } from '../ledger/ledger-accounts.js';
import { BusinessClock } from '../repayment/business-clock.js';
import {
  alumniNotFound,
  alumniRequired,
  alumniUsed,
  balanceShort,
  balanceTooLow,
  cardAuthPending,
  cardAuthUnknown,
  cardExpired,
  notPayable,
  orderBlocked,
  orderNotFound,
  periodInvalid,
  planNotFound,
  projectNotFound,
  soldOut,
  transferLapsed,
} from './crowdfunding.errors.js';
import { findProject, findProjectById, lockOwnOrder, openProjects, plansOf, releaseUnit, takeUnit, writeSchedule } from './crowdfunding.queries.js';
import type { OrderRow, PlanRow, ProjectRow } from './crowdfunding.queries.js';
import { contractHtml } from './contract-html.js';

const MINUTE_MS = 60_000;

interface RosterRow {
  id: number;
  used: boolean;
}

const planAnswer = (plan: PlanRow) => ({
  id: Number(plan.id),
  title: plan.title,
  rates: plan.rates.map((rate) => ({ period: rate.period, first_period_amount: rate.first_period_amount, later_period_amount: laterPeriodAmount(rate) })),
  tabs: plan.tabs,
  units: plan.units,
  units_left: plan.units - plan.units_taken,
});

/**
 * Crowdfunding for backers: a project's page (plans, whether the viewer may order and why not,
 * their balance, default delivery and virtual account), the contract preview, the alumni check,
 * and the order: the first period paid now by card (through the gateway; only an approved payment
 * has an effect) or from the balance (paid at once when it covers the period, else waiting three
 * days for a bank transfer), each later period a row of the order's schedule. A plan's units are
 * taken by a conditional update and given back when an order fails or lapses.
 */
@Injectable()
export class CrowdfundingService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: BusinessClock,
    private readonly ledger: LedgerService,
    private readonly withdrawals: WithdrawalsService,
    private readonly virtualAccounts: VirtualAccountsService,
    @Inject(CARD_GATEWAY) private readonly gateway: CardGateway,
  ) {}

  private async project(serial: string): Promise<ProjectRow> {
    const project = await findProject(this.dataSource.manager, serial);
    if (project === null) throw projectNotFound();
    return project;
  }

  /** The open projects with plans, newest first, as cards: the first words and picture, the least first period, the units left. */
  async list(): Promise<CrowdfundingCard[]> {
    const rows = await openProjects(this.dataSource.manager);
    return rows.map((row) => {
      const image = row.contents.find((block) => block.type === 'image');
      return {
        serial: row.serial,
        title: row.title,
        kind: row.kind,
        owner_name: row.owner_name,
        summary: crowdfundingSummary(row.contents),
        image: image === undefined ? null : crowdfundingImagePath(row.serial, image.content),
        from_amount: Number(row.from_amount),
        units_left: row.units_left,
      };
    });
  }

  async detail(serial: string, viewer: AuthUser | null): Promise<CrowdfundingDetailAnswer> {
    const project = await this.project(serial);
    const plans = await plansOf(this.dataSource.manager, project.id);
    const reason = crowdfundingOrderBlock(project.status, Number(project.owner_id), viewer?.id ?? null);
    const businessDate = await this.clock.today();
    let balance = 0;
    let defaultDelivery: CrowdfundingDetailAnswer['default_delivery'] = null;
    let virtualAccount: string | null = null;
    let virtualBankCode: string | null = null;
    if (viewer !== null) {
      balance = (await this.ledger.balances(viewer.id)).cash;
      defaultDelivery = await this.defaultDelivery(viewer.id);
      const account = viewer.isMemberFull ? await this.virtualAccounts.ensure(viewer.id, viewer.memberSerial) : null;
      virtualAccount = account?.accountNumber ?? null;
      virtualBankCode = account?.bankCode ?? null;
    }
    return {
      serial: project.serial,
      title: project.title,
      kind: project.kind,
      member_serial: project.owner_serial,
      owner_name: project.owner_name,
      status: project.status,
      plans: plans.map(planAnswer),
      contents: project.contents.map((block) => (block.type === 'image' ? { ...block, content: crowdfundingImagePath(project.serial, block.content) } : block)),
      can_order: reason === null,
      reason,
      balance,
      default_delivery: defaultDelivery,
      virtual_account: virtualAccount,
      virtual_account_bank_code: virtualBankCode,
      business_date: businessDate,
    };
  }

  /** The viewer's last delivery, else their name, mobile and current (or registered) address on file. */
  private async defaultDelivery(userId: number): Promise<CrowdfundingDetailAnswer['default_delivery']> {
    const last: { name: string; mobile: string; address: string }[] = await this.dataSource.query(
      `SELECT delivery_receiver_name AS name, delivery_phone AS mobile, delivery_address AS address
         FROM crowdfunding_orders WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1`,
      [userId],
    );
    if (last[0]) return last[0];
    const profile: { name: string; mobile: string; address: string }[] = await this.dataSource.query(
      `SELECT COALESCE(mp.lastname || mp.firstname, mp.contact_name, '') AS name, u.mobile,
              COALESCE(a->>'zip_code', '') || ' ' || COALESCE(a->>'city', '') || COALESCE(a->>'district', '') || COALESCE(a->>'address', '') AS address
         FROM users u LEFT JOIN member_profiles mp ON mp.user_id = u.id
         LEFT JOIN LATERAL (SELECT COALESCE(mp.current_address, mp.registered_address) AS a) addr ON true
        WHERE u.id = $1`,
      [userId],
    );
    const row = profile[0];
    return row ? { name: row.name, mobile: row.mobile, address: row.address.trim() } : null;
  }

  /** The upload id of an image the project's page shows; any other id is not found. */
  async imageUploadId(serial: string, uploadId: string): Promise<string> {
    const project = await this.project(serial);
    const shown = project.contents.some((block) => block.type === 'image' && block.content.toLowerCase() === uploadId.toLowerCase());
    if (!shown) throw projectNotFound();
    return uploadId;
  }

  async contract(serial: string, planId: number, period: number, viewer: AuthUser | null): Promise<CrowdfundingContractAnswer> {
    const project = await this.project(serial);
    const { plan, rate } = await this.planRate(project, planId, period);
    const backer: { name: string }[] =
      viewer === null
        ? []
        : await this.dataSource.query(`SELECT COALESCE(lastname || firstname, contact_name, '') AS name FROM member_profiles WHERE user_id = $1`, [viewer.id]);
    const contract = crowdfundingContract({
      projectTitle: project.title,
      projectSerial: project.serial,
      ownerName: project.owner_name,
      ownerSerial: project.owner_serial,
      backerName: viewer === null ? null : (backer[0]?.name ?? viewer.memberSerial),
      backerSerial: viewer?.memberSerial ?? null,
      planTitle: plan.title,
      rate,
      businessDate: await this.clock.today(),
    });
    return { ...contract, html: contractHtml(contract) };
  }

  private async planRate(project: ProjectRow, planId: number, period: number): Promise<{ plan: PlanRow; rate: CrowdfundingRate }> {
    const plan = (await plansOf(this.dataSource.manager, project.id)).find((candidate) => Number(candidate.id) === planId);
    if (plan === undefined) throw planNotFound();
    const rate = rateOf(plan.rates, period);
    if (rate === undefined) throw periodInvalid();
    return { plan, rate };
  }

  /** GET alumni verify: whether the entry is on the project's roster, and whether it has signed up already. */
  async verifyAlumni(serial: string, input: AlumniVerifyInput): Promise<{ valid: boolean; is_used: boolean }> {
    const project = await this.project(serial);
    const entry = await this.rosterEntry(this.dataSource.manager, project.id, input);
    return { valid: entry !== null, is_used: entry?.used ?? false };
  }

  private async rosterEntry(manager: EntityManager, projectId: number, input: AlumniVerifyInput): Promise<RosterRow | null> {
    const rows: RosterRow[] = await manager.query(
      `SELECT r.id, EXISTS (SELECT 1 FROM crowdfunding_orders o WHERE o.roster_id = r.id AND o.status IN ('pending_card', 'pending_transfer', 'paid')) AS used
         FROM alumni_roster r
        WHERE r.project_id = $1 AND upper(r.student_id) = upper($2) AND r.academic = $3 AND r.department = $4`,
      [projectId, input.student_id, input.academic, input.department],
    );
    return rows[0] ?? null;
  }

  /**
   * Places an order (the password checked first). Refused: the viewer's own or a finished project
   * (409), an unknown plan or a period the plan does not offer (400), an expired card (400), a
   * balance under 1000 not covering the period (409), no unit left (409).
   */
  async order(user: AuthUser, serial: string, input: CrowdfundingOrderInput, now: Date = new Date()): Promise<CrowdfundingOrderAnswer> {
    await this.withdrawals.checkPassword(user.id, input.password);
    const at = await this.clock.instant(now);
    const businessDate = await this.clock.today(now);
    const project = await this.project(serial);
    const reason = crowdfundingOrderBlock(project.status, Number(project.owner_id), user.id);
    if (reason !== null) throw orderBlocked(reason);
    const { plan, rate } = await this.planRate(project, input.plan_id, input.period);
    const card = input.payment_by === CROWDFUNDING_PAYMENT_BY.card ? input.credit_card : undefined;
    if (card !== undefined) {
      const expiry = cardExpiryError(card.date, businessDate);
      if (expiry !== null) throw cardExpired(expiry);
    }
    const alumni = project.kind === 'alumni_dinner' ? this.alumniAnswers(input) : null;

    const placed = await this.dataSource.transaction(async (manager): Promise<CrowdfundingOrderAnswer | OrderRow> => {
      let rosterId: number | null = null;
      if (alumni !== null) {
        const entry = await this.rosterEntry(manager, project.id, alumni);
        if (entry === null) throw alumniNotFound();
        if (entry.used) throw alumniUsed();
        rosterId = Number(entry.id);
      }
      const balance = card === undefined ? await this.ledger.lockBalance(manager, userCash(user.id)) : 0;
      const outcome = card === undefined ? balanceOrderOutcome(balance, rate.first_period_amount) : null;
      if (outcome === 'refused') throw balanceTooLow();
      if (!(await takeUnit(manager, plan.id))) throw soldOut();
      const status = card !== undefined ? 'pending_card' : outcome === 'pay_now' ? 'paid' : 'pending_transfer';
      const deadline =
        status === 'pending_transfer'
          ? new Date(at.getTime() + CROWDFUNDING_TRANSFER_DEADLINE_DAYS * DAY_MS)
          : status === 'pending_card'
            ? new Date(at.getTime() + CROWDFUNDING_CARD_AUTH_MINUTES * MINUTE_MS)
            : null;
      let order: OrderRow;
      try {
        const rows: OrderRow[] = await manager.query(
          `INSERT INTO crowdfunding_orders (serial, project_id, plan_id, user_id, period, first_period_amount, later_period_amount, payment_by, status,
              pay_deadline, delivery_receiver_name, delivery_address, delivery_phone, roster_id, vegetable, stay_assisted, shirt_size, business_date, created_at)
           VALUES ('CO' || to_char($17::date, 'YYMMDD') || lpad(nextval('crowdfunding_order_serial_seq')::text, 6, '0'),
              $1, $2, $3, $4, $5, $6, $7, $18, $8, $9, $10, $11, $12, $13, $14, $15, $17, $16)
           RETURNING id, serial, project_id, plan_id, user_id, period, first_period_amount, later_period_amount, payment_by, status, pay_deadline,
              delivery_receiver_name, delivery_address, delivery_phone, roster_id, to_char(business_date, 'YYYY-MM-DD') AS business_date, paid_at, created_at`,
          [
            project.id,
            plan.id,
            user.id,
            rate.period,
            rate.first_period_amount,
            laterPeriodAmount(rate),
            input.payment_by,
            deadline,
            input.delivery_receiver_name,
            input.delivery_address,
            input.delivery_phone,
            rosterId,
            alumni?.vegetable ?? null,
            alumni?.stay_assisted ?? null,
            alumni?.shirt_size ?? null,
            at,
            businessDate,
            status,
          ],
        );
        order = rows[0] as OrderRow;
      } catch (error) {
        if (isUniqueViolation(error, 'crowdfunding_orders_roster_key')) throw alumniUsed();
        throw error;
      }

      if (status === 'paid') {
        order = await this.settle(manager, order, project, 'balance', at);
        return this.answer(project, order, { status: 'balance' });
      }
      if (status === 'pending_transfer') {
        const account = await this.virtualAccounts.ensure(user.id, user.memberSerial, manager);
        const instruction = crowdfundingTransferInstruction(rate.first_period_amount, account.bankCode, account.accountNumber, formatYmd(deadline ?? at));
        return this.answer(project, order, { status: 'awaiting_transfer', instruction });
      }
      return order;
    });
    if (!('id' in placed)) return placed;

    // The card is charged once the order holds its unit, outside any transaction (the gateway is
    // another system); an order whose answer never comes back stays pending and lapses, giving its
    // unit back, and a card order never moves money without the gateway's approval.
    const digits = card?.card_number ?? '';
    const brand = cardBrandOf(digits);
    if (card === undefined || brand === null) throw new Error('A card order carries a checked card');
    const charged = await this.gateway.charge({
      amount: rate.first_period_amount,
      card: { number: digits, brand, date: card.date, code: card.code },
      returnUrl: `${CROWDFUNDING_CARD_RETURN_PATH}?order=${placed.serial}`,
      reference: `crowdfunding:${placed.serial}`,
    });
    return this.dataSource.transaction(async (manager) => {
      const { order } = await this.ownOrder(manager, user.id, placed.serial);
      await this.recordCharge(manager, order, charged, brand, maskedCardNumber(digits), at);
      if (charged.status === 'approved') return this.answer(project, await this.settle(manager, order, project, 'card', at), { status: 'approved' });
      if (charged.status === 'declined') {
        return this.answer(project, await this.fail(manager, order, 'failed', at), { status: 'declined', reason: charged.reason });
      }
      return this.answer(project, order, { status: 'requires_3ds', redirect_url: charged.redirectUrl });
    });
  }

  private alumniAnswers(input: CrowdfundingOrderInput): AlumniVerifyInput & { vegetable: boolean; stay_assisted: boolean; shirt_size: string } {
    if (input.student_id === undefined) throw alumniRequired('student_id');
    if (input.academic === undefined) throw alumniRequired('academic');
    if (input.department === undefined) throw alumniRequired('department');
    if (input.shirt_size === undefined) throw alumniRequired('shirt_size');
    return {
      student_id: input.student_id,
      academic: input.academic,
      department: input.department,
      vegetable: input.vegetable ?? false,
      stay_assisted: input.stay_assisted ?? false,
      shirt_size: input.shirt_size,
    };
  }

  private async recordCharge(manager: EntityManager, order: OrderRow, charged: ChargeOutcome, brand: string, masked: string, at: Date): Promise<void> {
    await manager.query(
      `INSERT INTO card_payments (order_id, gateway, gateway_ref, amount, card_brand, card_masked, status, auth_token, decline_reason, created_at, completed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        order.id,
        this.gateway.name,
        charged.gatewayRef,
        order.first_period_amount,
        brand,
        masked,
        charged.status,
        charged.status === 'requires_3ds' ? charged.token : null,
        charged.status === 'declined' ? charged.reason : null,
        at,
        charged.status === 'requires_3ds' ? null : at,
      ],
    );
  }

  /** The first period paid: the money moves to the project owner (from the backer's cash, or from the bank for a card), the schedule and deliveries are written. */
  private async settle(manager: EntityManager, order: OrderRow, project: ProjectRow, by: 'balance' | 'card', at: Date): Promise<OrderRow> {
    await this.ledger.transfer(manager, {
      from: by === 'balance' ? userCash(order.user_id) : PLATFORM.bank,
      to: userCash(project.owner_id),
      amount: Number(order.first_period_amount),
      kind: by === 'balance' ? 'crowdfunding_balance_payment' : 'crowdfunding_card_payment',
      reference: `crowdfunding:${order.serial}:1`,
      caseSerial: order.serial,
      description: crowdfundingPeriodDescription(project.title, order.serial, 1),
      at,
    });
    await manager.query(`UPDATE crowdfunding_orders SET status = 'paid', paid_at = $2, pay_deadline = NULL WHERE id = $1`, [order.id, at]);
    const schedule = crowdfundingSchedule(
      { period: order.period, first_period_amount: Number(order.first_period_amount), later_period_amount: Number(order.later_period_amount) },
      order.business_date,
    );
    await writeSchedule(manager, order.id, schedule, at);
    return { ...order, status: 'paid', paid_at: at, pay_deadline: null };
  }

  /** A failed or lapsed order gives its unit back (and its roster entry, which is free again). */
  private async fail(manager: EntityManager, order: OrderRow, status: 'failed' | 'lapsed', at: Date): Promise<OrderRow> {
    await manager.query(`UPDATE crowdfunding_orders SET status = $2, closed_at = $3, pay_deadline = NULL WHERE id = $1`, [order.id, status, at]);
    await manager.query(`UPDATE card_payments SET status = 'abandoned', completed_at = $2 WHERE order_id = $1 AND status = 'requires_3ds'`, [order.id, at]);
    await releaseUnit(manager, order.plan_id);
    return { ...order, status, pay_deadline: null };
  }

  private answer(project: ProjectRow, order: OrderRow, payment: CrowdfundingPaymentAnswer): CrowdfundingOrderAnswer {
    const alumni = project.kind === 'alumni_dinner';
    const paid = order.status === 'paid';
    let message: string = paid ? (alumni ? CROWDFUNDING_TEXTS.alumniSuccess : CROWDFUNDING_TEXTS.orderSuccess) : CROWDFUNDING_TEXTS.cardAuthPending;
    if (payment.status === 'declined') message = `${CROWDFUNDING_TEXTS.cardDeclined}：${payment.reason ?? ''}`;
    if (payment.status === 'awaiting_transfer') message = payment.instruction ?? '';
    if (order.status === 'lapsed') message = CROWDFUNDING_TEXTS.transferLapsed;
    return {
      order: {
        serial: order.serial,
        status: order.status,
        status_label: CROWDFUNDING_ORDER_STATUS_LABELS[order.status],
        payment_by: order.payment_by,
        first_period_amount: Number(order.first_period_amount),
        pay_deadline: order.pay_deadline === null ? null : order.pay_deadline.toISOString(),
        project_serial: project.serial,
      },
      payment,
      message,
      redirect: paid ? (alumni ? CROWDFUNDING_REDIRECTS.afterAlumniSignUp : CROWDFUNDING_REDIRECTS.afterOrder) : (payment.redirect_url ?? null),
    };
  }

  private async ownOrder(manager: EntityManager, userId: number, serial: string): Promise<{ order: OrderRow; project: ProjectRow }> {
    const order = await lockOwnOrder(manager, userId, serial);
    if (order === null) throw orderNotFound();
    const project = await findProjectById(manager, order.project_id);
    if (project === null) throw orderNotFound();
    return { order, project };
  }

  /** POST pay: a balance order waiting for its transfer is paid once the balance covers its first period; past its deadline it lapses. */
  async pay(user: AuthUser, serial: string): Promise<CrowdfundingOrderAnswer> {
    const at = await this.clock.instant();
    const lapsed = await this.dataSource.transaction(async (manager) => {
      const { order, project } = await this.ownOrder(manager, user.id, serial);
      if (order.status === 'paid') return this.answer(project, order, { status: 'balance' });
      if (order.status !== 'pending_transfer') throw notPayable();
      if (order.pay_deadline !== null && order.pay_deadline.getTime() < at.getTime()) {
        await this.fail(manager, order, 'lapsed', at);
        return null;
      }
      const balance = await this.ledger.lockBalance(manager, userCash(user.id));
      if (balance < Number(order.first_period_amount)) throw balanceShort();
      return this.answer(project, await this.settle(manager, order, project, 'balance', at), { status: 'balance' });
    });
    if (lapsed === null) throw transferLapsed();
    return lapsed;
  }

  /**
   * POST card-return: the browser came back from 3-D Secure with the gateway's token; the order is
   * paid only when the gateway says the cardholder authenticated, fails when they cancelled, and
   * stays pending (409) while the step is unfinished.
   */
  async cardReturn(user: AuthUser, serial: string, token: string): Promise<CrowdfundingOrderAnswer> {
    const at = await this.clock.instant();
    // The gateway's status query, outside the transaction; the order's row lock below makes one
    // return decide, and a second one answers what the first decided.
    const outcome = await this.gateway.complete3ds(token);
    return this.dataSource.transaction(async (manager) => {
      const { order, project } = await this.ownOrder(manager, user.id, serial);
      const payments: { id: number; status: string; decline_reason: string | null }[] = await manager.query(
        `SELECT id, status, decline_reason FROM card_payments WHERE order_id = $1 AND auth_token = $2 FOR UPDATE`,
        [order.id, token],
      );
      const payment = payments[0];
      if (payment === undefined) throw cardAuthUnknown();
      if (order.status === 'paid') return this.answer(project, order, { status: 'approved' });
      if (order.status !== 'pending_card' || payment.status !== 'requires_3ds') {
        return this.answer(project, order, { status: 'declined', reason: payment.decline_reason ?? CROWDFUNDING_TEXTS.cardAuthCancelled });
      }
      if (outcome.status === 'pending') throw cardAuthPending();
      if (outcome.status === 'approved') {
        await manager.query(`UPDATE card_payments SET status = 'approved', completed_at = $2 WHERE id = $1`, [payment.id, at]);
        return this.answer(project, await this.settle(manager, order, project, 'card', at), { status: 'approved' });
      }
      await manager.query(`UPDATE card_payments SET status = 'declined', decline_reason = $2, completed_at = $3 WHERE id = $1`, [payment.id, outcome.reason, at]);
      return this.answer(project, await this.fail(manager, order, 'failed', at), { status: 'declined', reason: outcome.reason });
    });
  }

  /** Lapses the orders past their deadline (a transfer that never came, a 3-D Secure step never finished), giving their units back. */
  async lapseOverdue(at: Date): Promise<number> {
    const due: { id: number; serial: string; user_id: number }[] = await this.dataSource.query(
      `SELECT id, serial, user_id FROM crowdfunding_orders WHERE status IN ('pending_card', 'pending_transfer') AND pay_deadline < $1 ORDER BY id`,
      [at],
    );
    let lapsed = 0;
    for (const row of due) {
      const done = await this.dataSource.transaction(async (manager) => {
        const order = await lockOwnOrder(manager, row.user_id, row.serial);
        if (order === null || (order.status !== 'pending_card' && order.status !== 'pending_transfer')) return false;
        if (order.pay_deadline === null || order.pay_deadline.getTime() >= at.getTime()) return false;
        await this.fail(manager, order, 'lapsed', at);
        return true;
      });
      if (done) lapsed += 1;
    }
    return lapsed;
  }

  /**
   * Collects the scheduled periods due by the business date from the backers' balance (the card
   * pays the first period only): each row paid when the balance covers it, else left for the next
   * round.
   */
  async collectDue(businessDate: string, at: Date): Promise<number> {
    const due: { id: number }[] = await this.dataSource.query(
      `SELECT r.id FROM crowdfunding_repayments r JOIN crowdfunding_orders o ON o.id = r.order_id
        WHERE r.status = 'scheduled' AND r.due_date <= $1 AND o.status = 'paid' ORDER BY r.due_date, r.id`,
      [businessDate],
    );
    let collected = 0;
    for (const { id } of due) {
      const done = await this.dataSource.transaction(async (manager) => {
        const rows: { id: number; order_id: number; period_no: number; amount: number; status: string; user_id: number; owner_id: number; serial: string; title: string }[] =
          await manager.query(
            `SELECT r.id, r.order_id, r.period_no, r.amount, r.status, o.user_id, p.owner_id, o.serial, p.title
               FROM crowdfunding_repayments r JOIN crowdfunding_orders o ON o.id = r.order_id JOIN crowdfunding_projects p ON p.id = o.project_id
              WHERE r.id = $1 FOR UPDATE OF r`,
            [id],
          );
        const row = rows[0];
        if (row === undefined || row.status !== 'scheduled') return false;
        const balance = await this.ledger.lockBalance(manager, userCash(row.user_id));
        if (balance < Number(row.amount)) return false;
        await this.ledger.transfer(manager, {
          from: userCash(row.user_id),
          to: userCash(row.owner_id),
          amount: Number(row.amount),
          kind: 'crowdfunding_balance_payment',
          reference: `crowdfunding:${row.serial}:${row.period_no}`,
          caseSerial: row.serial,
          description: crowdfundingPeriodDescription(row.title, row.serial, row.period_no),
          at,
        });
        await manager.query(`UPDATE crowdfunding_repayments SET status = 'paid', paid_at = $2 WHERE id = $1`, [row.id, at]);
        return true;
      });
      if (done) collected += 1;
    }
    return collected;
  }
}
