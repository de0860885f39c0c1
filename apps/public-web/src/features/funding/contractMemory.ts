import { fundingContractKey } from '@lendbridge/domain';

/** Whether this lender accepted the contract of this loan at this updated_at (spec 5), as the browser remembers it. */
export function isContractRemembered(loanSerial: string, lenderSerial: string | null, loanUpdatedAt: string): boolean {
  if (lenderSerial === null) return false;
  try {
    return window.localStorage.getItem(fundingContractKey(loanSerial, lenderSerial, loanUpdatedAt)) !== null;
  } catch {
    return false;
  }
}

/** Remembers the acceptance; a browser that keeps nothing simply asks again next time. */
export function rememberContract(loanSerial: string, lenderSerial: string | null, loanUpdatedAt: string): void {
  if (lenderSerial === null) return;
  try {
    window.localStorage.setItem(fundingContractKey(loanSerial, lenderSerial, loanUpdatedAt), '1');
  } catch {
    return;
  }
}
