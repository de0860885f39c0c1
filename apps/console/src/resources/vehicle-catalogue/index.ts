import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import { lazyView } from '../../lazyView';
import type { VehicleCatalogueRow } from './types';

const VehicleCatalogueList = lazyView(() => import('./VehicleCatalogueList'), 'VehicleCatalogueList');

export const vehicleCatalogue = {
  list: VehicleCatalogueList,
  icon: DirectionsCarIcon,
  recordRepresentation: (record: VehicleCatalogueRow) => `${record.kind} ${record.car} ${record.year}`,
};
