import { useState } from 'react';
import Button from '@mui/material/Button';
import type { ButtonProps } from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { ROBO_PAGE_TEXTS } from '@lendbridge/domain';
import type { RoboProduct } from '@lendbridge/domain';
import { accountQueries } from '../account/account.api';
import { RoboTransferDialog } from './RoboTransferDialog';

export interface RoboTransferButtonProps {
  product: RoboProduct;
  /** The available amount when the page already has it (the account page); otherwise the account overview is read. */
  available?: number;
  label?: string;
  variant?: ButtonProps['variant'];
}

/** 轉入智能投資: opens the internal-transfer dialog for the product once the available amount is known. */
export function RoboTransferButton({ product, available, label = ROBO_PAGE_TEXTS.transferOpen, variant = 'contained' }: RoboTransferButtonProps) {
  const [open, setOpen] = useState(false);
  const overview = useQuery({ ...accountQueries.overview(), enabled: available === undefined });
  const known = available ?? overview.data?.available_amount;

  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)} disabled={known === undefined}>
        {label}
      </Button>
      {open && known !== undefined && <RoboTransferDialog product={product} available={known} onClose={() => setOpen(false)} />}
    </>
  );
}
