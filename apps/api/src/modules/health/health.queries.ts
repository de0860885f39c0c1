import type { EntityManager } from 'typeorm';

/** Answers once the database runs a statement; throws when it cannot. */
export async function pingDatabase(manager: EntityManager): Promise<void> {
  await manager.query('SELECT 1');
}
