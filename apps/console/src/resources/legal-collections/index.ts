import GavelIcon from '@mui/icons-material/Gavel';
import { CONSOLE_LEGAL_COLLECTION_TEXTS } from '@lendbridge/domain';
import { lazyView } from '../../lazyView';
import type { LegalCollectionRow } from './types';

const LegalCollectionList = lazyView(() => import('./LegalCollectionList'), 'LegalCollectionList');
const LegalCollectionShow = lazyView(() => import('./LegalCollectionShow'), 'LegalCollectionShow');

export const legalCollections = {
  list: LegalCollectionList,
  show: LegalCollectionShow,
  icon: GavelIcon,
  options: { label: CONSOLE_LEGAL_COLLECTION_TEXTS.name },
  recordRepresentation: (record: LegalCollectionRow) => `#${record.id}`,
};
