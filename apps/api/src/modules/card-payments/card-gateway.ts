import type { CardBrand } from '@lendbridge/domain';

/** The card as the order form sent it, checked: 16 digits of an accepted brand, the expiry YYYY-MM, the 3-digit code. */
export interface CardDetails {
  readonly number: string;
  readonly brand: CardBrand;
  readonly date: string;
  readonly code: string;
}

export interface ChargeRequest {
  /** Whole NT$. */
  readonly amount: number;
  readonly card: CardDetails;
  /** Where the gateway's 3-D Secure page sends the browser back to (the site's card return route). */
  readonly returnUrl: string;
  /** Our reference of the payment, unique: a second charge with it answers the first one's outcome. */
  readonly reference: string;
}

/** What a gateway answers to a charge: approved, declined with the issuer's reason, or a 3-D Secure step to take first. */
export type ChargeOutcome =
  | { readonly status: 'approved'; readonly gatewayRef: string }
  | { readonly status: 'declined'; readonly gatewayRef: string; readonly reason: string }
  | { readonly status: 'requires_3ds'; readonly gatewayRef: string; readonly redirectUrl: string; readonly token: string };

/** What a gateway answers when the browser comes back from 3-D Secure: approved only when the cardholder authenticated. */
export type AuthenticationOutcome =
  | { readonly status: 'approved' }
  | { readonly status: 'declined'; readonly reason: string }
  | { readonly status: 'pending' };

/**
 * A card gateway, chosen by the CARD_GATEWAY setting: the sandbox (SandboxCardGateway) is the one
 * this build ships; an acquirer's adapter (TapPay, ECPay) implements the same two calls. They talk to the outside
 * world, so callers make them outside any database transaction; complete3ds is a status query that
 * answers the same outcome however often it is asked.
 */
export interface CardGateway {
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
  complete3ds(token: string): Promise<AuthenticationOutcome>;
}

export const CARD_GATEWAY = Symbol('CardGateway');
