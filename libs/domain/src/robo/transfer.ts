import { showsRoboStableLink } from '../account-screens/screens.js';

/** What the account page offers for the member's available amount. */
export interface AccountTransferLayout {
  /** The link that transfers into the stable robo product (available ≥ 50,000). */
  readonly robo_stable_link: boolean;
  /** The internal-transfer links to the robo products a robo member has. */
  readonly robo_transfer_links: boolean;
  /** Only the withdraw buttons: below 50,000 available and not a robo member. */
  readonly withdraw_only: boolean;
}

/**
 * The robo links rule (002 sections 6 and 9): a robo stable link at an available amount of 50,000 or
 * more; robo members always get the transfer links to their products; a member without robo below
 * 50,000 sees the withdraw-only layout.
 */
export const accountTransferLayoutOf = (available: number, hasRobo: boolean): AccountTransferLayout => {
  const stable = showsRoboStableLink(available);
  return { robo_stable_link: stable, robo_transfer_links: hasRobo, withdraw_only: !stable && !hasRobo };
};
