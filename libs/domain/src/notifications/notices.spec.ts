import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_TEXTS,
  NOTIFICATION_TYPES,
  instalmentDueNotice,
  noticeEmailBody,
  orderFilledNotice,
} from './notices.js';
import { OUTBOX_KIND_LABELS } from '../options/outbox-kinds.js';

describe('member notices', () => {
  it('labels every notification type in Chinese', () => {
    for (const type of NOTIFICATION_TYPES) expect(OUTBOX_KIND_LABELS[type]).toMatch(/\p{Script=Han}/u);
  });

  it('lists a filled order by loan with the total held, naming its loans and investments once', () => {
    const notice = orderFilledNotice('O2511200001', [
      { serial: 'I1', loan_serial: 'A1', amount: 3_000 },
      { serial: 'I2', loan_serial: 'A1', amount: 2_000 },
    ]);
    expect(notice).toMatchObject({ type: 'order_filled', loanSerials: ['A1'], investmentSerials: ['I1', 'I2'] });
    expect(notice.content).toContain('O2511200001');
    expect(notice.content).toContain('NT$ 5,000');
  });

  it('dates an instalment reminder the way the site writes dates, and mails the message with its footer', () => {
    const notice = instalmentDueNotice('A1', 3, '2026-01-05', 8_870);
    expect(notice.content).toContain('2026/01/05');
    expect(notice.content).toContain('NT$ 8,870');
    expect(noticeEmailBody(notice)).toBe(`${notice.content}\n\n${NOTIFICATION_TEXTS.emailFooter}`);
  });
});
