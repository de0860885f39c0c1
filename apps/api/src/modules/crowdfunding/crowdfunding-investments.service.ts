import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  CROWDFUNDING_DELIVERY_STATUS_LABELS,
  CROWDFUNDING_ORDER_STATUS_LABELS,
  CROWDFUNDING_REPAYMENTS_PAGE_SIZE,
  CROWDFUNDING_REPAYMENT_STATUS_LABELS,
  CROWDFUNDING_TEXTS,
} from '@lendbridge/domain';
import type { CrowdfundingDeliveryAddressInput, CrowdfundingDeliveryRow, CrowdfundingInvestmentAnswer } from '@lendbridge/domain';
import { paginationMeta } from '../../common/pagination.js';
import { returnedRows } from '../../common/sql.js';
import { deliveryAddressLocked, deliveryNotFound, deliveryNotShipped, orderNotFound } from './crowdfunding.errors.js';
import { ORDER_COLUMNS, lockOwnOrder } from './crowdfunding.queries.js';
import type { DeliveryRow, OrderRow, RepaymentRow } from './crowdfunding.queries.js';
import { BusinessClock } from '../repayment/business-clock.js';

const deliveryAnswer = (row: DeliveryRow): CrowdfundingDeliveryRow => ({
  id: Number(row.id),
  period_no: row.period_no,
  delivery_id: row.delivery_id,
  carrier_code: row.carrier_code,
  status: row.status,
  status_label: CROWDFUNDING_DELIVERY_STATUS_LABELS[row.status],
  deadline: row.deadline,
});

/**
 * A backer's crowdfunding investment (their order): its schedule 12 a page and its deliveries; the
 * backer confirms a shipped delivery received and changes the receiver before anything is shipped.
 * Another member's order is not found.
 */
@Injectable()
export class CrowdfundingInvestmentsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: BusinessClock,
  ) {}

  async view(userId: number, serial: string, page: number): Promise<CrowdfundingInvestmentAnswer> {
    const rows: (OrderRow & { project_serial: string; project_title: string; plan_title: string })[] = await this.dataSource.query(
      `SELECT ${ORDER_COLUMNS}, p.serial AS project_serial, p.title AS project_title, pl.title AS plan_title
         FROM crowdfunding_orders o JOIN crowdfunding_projects p ON p.id = o.project_id JOIN crowdfunding_plans pl ON pl.id = o.plan_id
        WHERE o.serial = $1 AND o.user_id = $2`,
      [serial, userId],
    );
    const order = rows[0];
    if (order === undefined) throw orderNotFound();
    const [repayments, counted, deliveries] = await Promise.all([
      this.dataSource.query(
        `SELECT period_no, to_char(due_date, 'YYYY-MM-DD') AS due_date, amount, status, paid_at FROM crowdfunding_repayments
          WHERE order_id = $1 ORDER BY period_no LIMIT $2 OFFSET $3`,
        [order.id, CROWDFUNDING_REPAYMENTS_PAGE_SIZE, (page - 1) * CROWDFUNDING_REPAYMENTS_PAGE_SIZE],
      ) as Promise<RepaymentRow[]>,
      this.dataSource.query(`SELECT count(*)::int AS total FROM crowdfunding_repayments WHERE order_id = $1`, [order.id]) as Promise<{ total: number }[]>,
      this.deliveriesOf(order.id),
    ]);
    return {
      serial: order.serial,
      project_serial: order.project_serial,
      project_title: order.project_title,
      plan_title: order.plan_title,
      period: order.period,
      status: order.status,
      status_label: CROWDFUNDING_ORDER_STATUS_LABELS[order.status],
      payment_by: order.payment_by,
      first_period_amount: Number(order.first_period_amount),
      later_period_amount: Number(order.later_period_amount),
      pay_deadline: order.pay_deadline === null ? null : order.pay_deadline.toISOString(),
      delivery: { name: order.delivery_receiver_name, address: order.delivery_address, phone: order.delivery_phone },
      can_change_address: order.status !== 'failed' && order.status !== 'lapsed' && !deliveries.some((row) => row.status === 'shipped' || row.status === 'received'),
      repayments: {
        data: repayments.map((row) => ({
          period_no: row.period_no,
          due_date: row.due_date,
          amount: Number(row.amount),
          status: row.status,
          status_label: CROWDFUNDING_REPAYMENT_STATUS_LABELS[row.status],
          paid_at: row.paid_at === null ? null : row.paid_at.toISOString(),
        })),
        meta: paginationMeta(counted[0]?.total ?? 0, repayments.length, CROWDFUNDING_REPAYMENTS_PAGE_SIZE, page),
      },
      deliveries: deliveries.map(deliveryAnswer),
      created_at: order.created_at.toISOString(),
    };
  }

  private deliveriesOf(orderId: number): Promise<DeliveryRow[]> {
    return this.dataSource.query(
      `SELECT id, order_id, period_no, to_char(deadline, 'YYYY-MM-DD') AS deadline, status, carrier_code, delivery_id
         FROM crowdfunding_deliveries WHERE order_id = $1 ORDER BY period_no`,
      [orderId],
    );
  }

  /** POST delivery received: only the backer, only a shipped delivery (a conditional update, so twice at once changes it once). */
  async received(userId: number, serial: string, deliveryId: number, now: Date = new Date()): Promise<{ delivery: CrowdfundingDeliveryRow; message: string }> {
    const at = await this.clock.instant(now);
    const rows: DeliveryRow[] = await this.dataSource.query(
      `SELECT d.id, d.order_id, d.period_no, to_char(d.deadline, 'YYYY-MM-DD') AS deadline, d.status, d.carrier_code, d.delivery_id
         FROM crowdfunding_deliveries d JOIN crowdfunding_orders o ON o.id = d.order_id
        WHERE d.id = $1 AND o.serial = $2 AND o.user_id = $3`,
      [deliveryId, serial, userId],
    );
    const delivery = rows[0];
    if (delivery === undefined) throw deliveryNotFound();
    const updated = returnedRows<{ id: number }>(
      await this.dataSource.query(`UPDATE crowdfunding_deliveries SET status = 'received', received_at = $2 WHERE id = $1 AND status = 'shipped' RETURNING id`, [
        delivery.id,
        at,
      ]),
    );
    if (updated.length === 0) throw deliveryNotShipped();
    return { delivery: deliveryAnswer({ ...delivery, status: 'received' }), message: CROWDFUNDING_TEXTS.deliveryReceived };
  }

  /** POST update-delivery-address: the receiver changes for every delivery, before any is shipped. */
  async updateAddress(userId: number, serial: string, input: CrowdfundingDeliveryAddressInput): Promise<{ message: string }> {
    await this.dataSource.transaction(async (manager) => {
      const order = await lockOwnOrder(manager, userId, serial);
      if (order === null) throw orderNotFound();
      const shipped: { n: number }[] = await manager.query(
        `SELECT count(*)::int AS n FROM crowdfunding_deliveries WHERE order_id = $1 AND status IN ('shipped', 'received')`,
        [order.id],
      );
      if ((shipped[0]?.n ?? 0) > 0 || order.status === 'failed' || order.status === 'lapsed') throw deliveryAddressLocked();
      await manager.query(
        `UPDATE crowdfunding_orders SET delivery_receiver_name = $2, delivery_address = $3, delivery_phone = $4 WHERE id = $1`,
        [order.id, input.delivery_receiver_name, input.delivery_address, input.delivery_phone],
      );
    });
    return { message: CROWDFUNDING_TEXTS.deliveryAddressUpdated };
  }
}
