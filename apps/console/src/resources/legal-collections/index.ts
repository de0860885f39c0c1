import GavelIcon from '@mui/icons-material/Gavel';
import { CONSOLE_LEGAL_COLLECTION_TEXTS } from '@lendbridge/domain';
import { LegalCollectionList } from './LegalCollectionList';
import { LegalCollectionShow } from './LegalCollectionShow';
import type { LegalCollectionRow } from './types';

export const legalCollections = {
  list: LegalCollectionList,
  show: LegalCollectionShow,
  icon: GavelIcon,
  options: { label: CONSOLE_LEGAL_COLLECTION_TEXTS.name },
  recordRepresentation: (record: LegalCollectionRow) => `#${record.id}`,
};
