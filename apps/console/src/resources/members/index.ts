import PeopleIcon from '@mui/icons-material/People';
import { lazyView } from '../../lazyView';
import type { MemberRow } from './types';

const MemberList = lazyView(() => import('./MemberList'), 'MemberList');
const MemberShow = lazyView(() => import('./MemberShow'), 'MemberShow');

export const members = {
  list: MemberList,
  show: MemberShow,
  icon: PeopleIcon,
  recordRepresentation: (record: MemberRow) => record.member_serial ?? record.email,
};
