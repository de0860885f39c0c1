import {
  CAMPAIGN_TICKET_KINDS,
  CONSOLE_CAMPAIGN_TEXTS,
  ticketGrantSchema,
  zodIssuesToFieldErrors,
  type ConsoleTicketGrantAnswer,
  type TicketGrantInput,
} from '@lendbridge/domain';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useState, type ChangeEvent } from 'react';
import { useCanAccess, useRecordContext } from 'react-admin';
import { useConsoleAction } from '../../shared/useConsoleAction';
import type { CampaignRow } from './types';

const C = CONSOLE_CAMPAIGN_TEXTS;
const FIELDS = ['member_serial', 'count', 'reason', 'campaign_id'] as const;

interface GrantForm {
  member_serial: string;
  count: string;
  reason: string;
}

const EMPTY_FORM: GrantForm = { member_serial: '', count: '1', reason: '' };

/**
 * 發放抽獎卷 (admins, roulette and missions campaigns): a member's serial, how many tickets and why,
 * checked by the shared schema and sent with an Idempotency-Key, so a retry after no answer never
 * grants twice.
 */
export const GrantTicketsButton = () => {
  const record = useRecordContext<CampaignRow>();
  const { canAccess } = useCanAccess({ resource: 'campaigns', action: 'grant' });
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<GrantForm>(EMPTY_FORM);
  const grant = useConsoleAction<TicketGrantInput, ConsoleTicketGrantAnswer>({
    send: async (dataProvider, data, meta) => (await dataProvider.create<ConsoleTicketGrantAnswer>('campaign-tickets', { data, meta })).data,
    done: (answer) => answer.message,
    onDone: () => setOpen(false),
    keyed: true,
    refresh: false,
    fields: FIELDS,
  });
  if (!record || !canAccess || !(CAMPAIGN_TICKET_KINDS as readonly string[]).includes(record.kind)) return null;

  const start = () => {
    grant.reset();
    setForm(EMPTY_FORM);
    setOpen(true);
  };

  const change = (field: keyof GrantForm) => (event: ChangeEvent<HTMLInputElement>) => {
    setForm((current) => ({ ...current, [field]: event.target.value }));
    grant.clearError(field);
  };

  const send = async () => {
    const parsed = ticketGrantSchema.safeParse({ campaign_id: record.id, ...form });
    if (!parsed.success) {
      grant.setErrors(zodIssuesToFieldErrors(parsed.error));
      return;
    }
    await grant.run(parsed.data);
  };

  const error = (field: keyof GrantForm) => grant.errors[field];

  return (
    <>
      <Button size="small" startIcon={<ConfirmationNumberIcon />} onClick={start}>
        {C.grantTickets}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="grant-tickets-title" maxWidth="xs" fullWidth>
        <DialogTitle id="grant-tickets-title">{C.grantTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={C.grantMember}
              value={form.member_serial}
              onChange={change('member_serial')}
              error={error('member_serial') !== undefined}
              helperText={error('member_serial') ?? grant.errors.campaign_id ?? ' '}
            />
            <TextField
              label={C.grantCount}
              value={form.count}
              onChange={change('count')}
              error={error('count') !== undefined}
              helperText={error('count') ?? ' '}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <TextField
              label={C.grantReason}
              value={form.reason}
              onChange={change('reason')}
              error={error('reason') !== undefined}
              helperText={error('reason') ?? ' '}
              multiline
              minRows={2}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{C.cancel}</Button>
          <Button variant="contained" disabled={grant.isPending} onClick={() => void send()}>
            {C.grantSend}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
