import AssignmentIcon from '@mui/icons-material/Assignment';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import SchoolIcon from '@mui/icons-material/School';
import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import { lazyView } from '../../lazyView';
import type { ProjectRecord, RosterRecord } from './choices';

const loadProjects = () => import('./ProjectViews');
const loadOrders = () => import('./OrderViews');
const loadRoster = () => import('./RosterViews');

/** 募資專案 with their plans: admins create and change them, sales read them. */
export const crowdfundingProjects = {
  list: lazyView(loadProjects, 'ProjectList'),
  show: lazyView(loadProjects, 'ProjectShow'),
  edit: lazyView(loadProjects, 'ProjectEdit'),
  create: lazyView(loadProjects, 'ProjectCreate'),
  icon: VolunteerActivismIcon,
  recordRepresentation: (record: ProjectRecord) => record.title,
};

/** 募資訂單 (read only). */
export const crowdfundingOrders = {
  list: lazyView(loadOrders, 'OrderList'),
  show: lazyView(loadOrders, 'OrderShow'),
  icon: AssignmentIcon,
};

/** 募資出貨: admins mark shipped or cancelled. */
export const crowdfundingDeliveries = {
  list: lazyView(loadOrders, 'DeliveryList'),
  edit: lazyView(loadOrders, 'DeliveryEdit'),
  icon: LocalShippingIcon,
};

/** 校友名冊. */
export const alumniRoster = {
  list: lazyView(loadRoster, 'RosterList'),
  edit: lazyView(loadRoster, 'RosterEdit'),
  create: lazyView(loadRoster, 'RosterCreate'),
  icon: SchoolIcon,
  recordRepresentation: (record: RosterRecord) => `${record.student_id} ${record.name}`,
};
