import { Injectable } from '@nestjs/common';

/**
 * The time TOTP codes are checked against, in milliseconds since the epoch: the machine's clock.
 * Codes follow real time (the member's phone), not the business clock's demo offset; tests set
 * the instant here so the codes they compute are deterministic.
 */
@Injectable()
export class TwoFactorClock {
  private fixed: number | null = null;

  nowMs(): number {
    return this.fixed ?? Date.now();
  }

  /** Tests: check codes at this instant from now on (null: the machine's clock again). */
  setNow(ms: number | null): void {
    this.fixed = ms;
  }
}
