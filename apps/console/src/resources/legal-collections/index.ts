import GavelIcon from '@mui/icons-material/Gavel';
import { lazyView } from '../../lazyView';
import type { LegalCollectionRow } from './types';

const LegalCollectionList = lazyView(() => import('./LegalCollectionList'), 'LegalCollectionList');
const LegalCollectionShow = lazyView(() => import('./LegalCollectionShow'), 'LegalCollectionShow');

export const legalCollections = {
  list: LegalCollectionList,
  show: LegalCollectionShow,
  icon: GavelIcon,
  recordRepresentation: (record: LegalCollectionRow) => `#${record.id}`,
};
