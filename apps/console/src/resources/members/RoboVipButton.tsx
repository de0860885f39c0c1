import { ROBO_CONSOLE_TEXTS } from '@lendbridge/domain';
import { Button } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { useConsoleAction } from '../../shared/useConsoleAction';
import type { MemberDetail } from './types';

/** Flags a member for the vip robo product, or takes the flag back (admins). */
export const RoboVipButton = () => {
  const record = useRecordContext<MemberDetail>();
  const flag = useConsoleAction<{ id: MemberDetail['id']; robo_vip: boolean }, unknown>({
    send: (dataProvider, { id, robo_vip }) => dataProvider.flagRoboVip(id, { robo_vip }),
    done: ROBO_CONSOLE_TEXTS.saved,
  });
  if (!record) return null;
  const next = !record.robo_vip;
  return (
    <Button
      variant={next ? 'contained' : 'outlined'}
      size="small"
      disabled={flag.isPending}
      onClick={() => void flag.run({ id: record.id, robo_vip: next })}
    >
      {next ? ROBO_CONSOLE_TEXTS.flag : ROBO_CONSOLE_TEXTS.unflag}
    </Button>
  );
};
