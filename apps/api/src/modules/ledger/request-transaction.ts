import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable } from '@nestjs/common';
import type { OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EntityManager, QueryRunner } from 'typeorm';

/** The transaction a request runs in, while it runs. */
interface Scope {
  runner: QueryRunner;
  open: boolean;
}

const routed = new WeakSet<DataSource>();

/** The request's transaction, where a request opened one. */
const scopes = new AsyncLocalStorage<Scope>();

/**
 * Runs `work` on the pool even when called inside a request's transaction: for work the request
 * starts but does not wait for (delivering the outbox), which must never share the request's
 * connection while the request goes on using it.
 */
export function outsideRequestTransaction<T>(work: () => T): T {
  return scopes.exit(work);
}

/** Whether the caller runs inside a request's transaction, where every query shares one connection. */
export function insideRequestTransaction(): boolean {
  return scopes.getStore()?.open === true;
}

/**
 * One database transaction for a whole request. Inside `within`, the application's DataSource
 * answers with the request's transaction: `dataSource.query` and `dataSource.manager` use its
 * connection, and `dataSource.transaction` becomes a savepoint in it (rolled back alone when its
 * work throws). Everything the request writes therefore commits, or not, with what the caller
 * writes on the same runner (the idempotency key and its answer). Outside a request nothing
 * changes. Work still running after the request ended falls back to the pool.
 */
@Injectable()
export class RequestTransactions implements OnModuleInit {
  constructor(private readonly dataSource: DataSource) {}

  onModuleInit(): void {
    if (routed.has(this.dataSource)) return;
    routed.add(this.dataSource);
    const dataSource = this.dataSource;
    const base: EntityManager = dataSource.manager;
    const query = dataSource.query.bind(dataSource);
    const current = (): QueryRunner | undefined => {
      const scope = scopes.getStore();
      return scope?.open ? scope.runner : undefined;
    };
    Object.defineProperty(dataSource, 'manager', { configurable: true, get: () => current()?.manager ?? base });
    Object.defineProperty(dataSource, 'query', {
      configurable: true,
      value: (sql: string, parameters?: unknown[], runner?: QueryRunner) => query(sql, parameters, runner ?? current()),
    });
  }

  /** Runs `work` with the DataSource routed to `runner`, whose transaction the caller opened. */
  async within<T>(runner: QueryRunner, work: () => Promise<T>): Promise<T> {
    const scope: Scope = { runner, open: true };
    try {
      return await scopes.run(scope, work);
    } finally {
      scope.open = false;
    }
  }
}
