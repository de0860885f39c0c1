import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CARD_SANDBOX_TEXTS, SANDBOX_TEST_CARDS, maskedCardNumber } from '@lendbridge/domain';
import type { AuthenticationOutcome, CardGateway, ChargeOutcome, ChargeRequest } from './card-gateway.js';

/** The sandbox's own 3-D Secure page, served by the API (a real gateway serves it on its own site). */
export const SANDBOX_3DS_PATH = '/api/card-sandbox/3ds';

const APPROVED: ReadonlySet<string> = new Set([
  SANDBOX_TEST_CARDS.visaApprove,
  SANDBOX_TEST_CARDS.mastercardApprove,
  SANDBOX_TEST_CARDS.jcbApprove,
  SANDBOX_TEST_CARDS.unionpayApprove,
]);

export const SANDBOX_DECLINE_REASONS = {
  issuer: CARD_SANDBOX_TEXTS.declinedByIssuer,
  unknownCard: CARD_SANDBOX_TEXTS.unknownCard,
  cancelled: CARD_SANDBOX_TEXTS.cancelled,
  unknownToken: CARD_SANDBOX_TEXTS.unknownToken,
} as const;

const newRef = (): string => `SBX-${randomBytes(12).toString('hex')}`;

/**
 * The sandbox card gateway, which behaves like a real one with its documented test cards: the
 * approve numbers are approved, 4000000000000002 is declined by the issuer, 4000000000003220 asks
 * for 3-D Secure (its page, with a one-time code, 確認 and 取消, sends the browser back to the
 * return URL), and any other number is declined. Its 3-D Secure sessions live in
 * card_sandbox_sessions so several API processes share them.
 */
@Injectable()
export class SandboxCardGateway implements CardGateway {
  readonly name = 'sandbox';

  constructor(private readonly dataSource: DataSource) {}

  async charge(request: ChargeRequest): Promise<ChargeOutcome> {
    const gatewayRef = newRef();
    if (APPROVED.has(request.card.number)) return { status: 'approved', gatewayRef };
    if (request.card.number === SANDBOX_TEST_CARDS.visa3ds) {
      const token = randomBytes(24).toString('base64url');
      await this.dataSource.query(
        `INSERT INTO card_sandbox_sessions (token, reference, amount, card_masked, return_url) VALUES ($1, $2, $3, $4, $5)`,
        [token, request.reference, request.amount, maskedCardNumber(request.card.number), request.returnUrl],
      );
      return { status: 'requires_3ds', gatewayRef, token, redirectUrl: `${SANDBOX_3DS_PATH}/${token}` };
    }
    const reason = request.card.number === SANDBOX_TEST_CARDS.visaDecline ? SANDBOX_DECLINE_REASONS.issuer : SANDBOX_DECLINE_REASONS.unknownCard;
    return { status: 'declined', gatewayRef, reason };
  }

  /**
   * The session's outcome, as often as it is asked (a gateway's status query): approved once the
   * cardholder authenticated on the page, declined when they cancelled or the token is unknown,
   * pending otherwise. Asking twice never changes it, so the site decides once, under its own lock.
   */
  async complete3ds(token: string): Promise<AuthenticationOutcome> {
    const rows: { status: string }[] = await this.dataSource.query(`SELECT status FROM card_sandbox_sessions WHERE token = $1`, [token]);
    const status = rows[0]?.status;
    if (status === undefined) return { status: 'declined', reason: SANDBOX_DECLINE_REASONS.unknownToken };
    if (status === 'authenticated') return { status: 'approved' };
    if (status === 'cancelled') return { status: 'declined', reason: SANDBOX_DECLINE_REASONS.cancelled };
    return { status: 'pending' };
  }
}
