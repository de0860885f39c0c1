import type { ConsoleLegalCollectionDetail, ConsoleLegalCollectionRow } from '@lendbridge/domain';
import type { RaRecord } from 'react-admin';

/** A row of GET /api/console/legal-collections. */
export type LegalCollectionRow = ConsoleLegalCollectionRow & RaRecord;

/** GET /api/console/legal-collections/:id. */
export type LegalCollectionDetail = ConsoleLegalCollectionDetail & RaRecord;
