import type { ComponentType } from 'react';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AgricultureIcon from '@mui/icons-material/Agriculture';
import BusinessIcon from '@mui/icons-material/Business';
import CategoryIcon from '@mui/icons-material/Category';
import CreditScoreIcon from '@mui/icons-material/CreditScore';
import DiamondIcon from '@mui/icons-material/Diamond';
import GroupsIcon from '@mui/icons-material/Groups';
import HandshakeIcon from '@mui/icons-material/Handshake';
import HomeWorkIcon from '@mui/icons-material/HomeWork';
import SchoolIcon from '@mui/icons-material/School';
import StoreIcon from '@mui/icons-material/Store';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { lenderInvestmentTypeLabel } from '@lendbridge/domain';

const ICONS: Readonly<Record<string, ComponentType<SvgIconProps>>> = {
  credit: CreditScoreIcon,
  student: SchoolIcon,
  ntu: AccountBalanceIcon,
  sme: StoreIcon,
  corporate: BusinessIcon,
  farmer: AgricultureIcon,
  pawn_project: DiamondIcon,
  realty: HomeWorkIcon,
  guarantor: HandshakeIcon,
  other: CategoryIcon,
  crowdfunding: GroupsIcon,
};

/** The icon of an application type (crowdfunding included), named by the type for assistive technology. */
export function InvestmentTypeIcon({ type }: { type: string }) {
  const Icon = ICONS[type] ?? CategoryIcon;
  const label = lenderInvestmentTypeLabel(type);
  return <Icon fontSize="small" color="action" titleAccess={label} aria-label={label} data-type={type} />;
}
