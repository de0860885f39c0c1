import { Injectable } from '@nestjs/common';
import { checkIdCardRecord } from '@lendbridge/domain';
import type { IdCardCheckResult, IdCardRecord } from '@lendbridge/domain';

/** The household registration office's ID-card re-issue check (國民身分證領補換資料查驗). */
export interface IdCardVerifier {
  verify(record: IdCardRecord): Promise<IdCardCheckResult>;
}

export const ID_CARD_VERIFIER = Symbol('ID_CARD_VERIFIER');

/**
 * Stands in for the office's service, answering as it does: verified for a valid national ID
 * (not a resident certificate) with a real issue date from ROC year 94 on and not after today in
 * Taiwan, a known issue site and an apply reason of 1 初發, 2 補發 or 3 換發; otherwise refused with
 * the reason. It holds no card records, so the answer depends only on the request and the date.
 */
@Injectable()
export class LocalIdCardVerifier implements IdCardVerifier {
  verify(record: IdCardRecord): Promise<IdCardCheckResult> {
    return Promise.resolve(checkIdCardRecord(record));
  }
}
