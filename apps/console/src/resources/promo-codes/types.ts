import type { ConsolePromoCodeRow, ConsolePromoCodeUseRow } from '@lendbridge/domain';
import type { RaRecord } from 'react-admin';

/** A row of GET /api/console/promo-codes. */
export type PromoCodeRow = ConsolePromoCodeRow & RaRecord;

/** A row of GET /api/console/promo-code-uses. */
export type PromoCodeUseRow = ConsolePromoCodeUseRow & RaRecord;
