import type { ConsoleFarmKeyAnswer, ConsoleFarmRow } from '@lendbridge/domain';
import type { Member } from './members.js';

let farmCount = 0;

/** A unique farm number of the tests. */
export function uniqueFarmNo(): string {
  farmCount += 1;
  return `F${String(process.pid % 10_000).padStart(4, '0')}${String(farmCount).padStart(3, '0')}`;
}

export const farmBody = (ownerSerial: string, overrides: Record<string, unknown> = {}) => ({
  no: uniqueFarmNo(),
  name: '西螺稻香農場',
  owner_serial: ownerSerial,
  location: '雲林縣西螺鎮',
  description: '濁水溪畔的稻田與放牧雞舍',
  fields: [
    { code: '002', name: '一號雞舍' },
    { code: '003', name: '東側稻田' },
  ],
  ...overrides,
});

/** A farm made by the admin in the console, with its ingestion key issued. */
export async function createFarm(admin: Member, ownerSerial: string, overrides: Record<string, unknown> = {}): Promise<{ farm: ConsoleFarmRow; key: string }> {
  const created = await admin.browser.post('/api/console/farms', farmBody(ownerSerial, overrides));
  if (created.status !== 201) throw new Error(`farm not created: ${created.status} ${JSON.stringify(created.body)}`);
  const farm = created.body as ConsoleFarmRow;
  const issued = await admin.browser.post(`/api/console/farms/${farm.id}/ingestion-key`);
  if (issued.status !== 201) throw new Error(`key not issued: ${issued.status}`);
  return { farm, key: (issued.body as ConsoleFarmKeyAnswer).key };
}
