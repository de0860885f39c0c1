import PeopleIcon from '@mui/icons-material/People';
import { MemberList } from './MemberList';
import { MemberShow } from './MemberShow';
import type { MemberRow } from './types';

export const members = {
  list: MemberList,
  show: MemberShow,
  icon: PeopleIcon,
  recordRepresentation: (record: MemberRow) => record.member_serial ?? record.email,
};
