import type { EntityManager } from 'typeorm';

export interface AuditEntry {
  /** The staff member who acted; null when the system itself did (the demo data). */
  actorId: number | null;
  /** `<subject>.<what happened>`: deposit.recorded, withdrawal.paid, loan.disbursed. */
  action: string;
  targetType: string;
  targetId: string | number;
  /** What was done and why: amounts, the member, the reason. */
  data: Record<string, unknown>;
}

/**
 * Writes an audit-trail row (audit_logs, the AuditLog entity) in the caller's transaction, so the
 * action and its record commit together; answers the row's id, which what the action wrote may
 * name (a ledger reference).
 */
export async function recordAudit(manager: EntityManager, entry: AuditEntry): Promise<number> {
  const rows: { id: number }[] = await manager.query(
    `INSERT INTO audit_logs (actor_id, action, target_type, target_id, data) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [entry.actorId, entry.action, entry.targetType, String(entry.targetId), JSON.stringify(entry.data)],
  );
  return rows[0].id;
}
