import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { lazyView } from '../../lazyView';

/** 商城預約: the service shop's booked slots (read only). */
export const shopBookings = {
  list: lazyView(() => import('./BookingList'), 'BookingList'),
  icon: EventAvailableIcon,
};
