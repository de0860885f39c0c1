import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { REFERRAL_TEXTS } from '@lendbridge/domain';
import type { ReferralOverview } from '@lendbridge/domain';

function Count({ label, value }: { label: string; value: number }) {
  return (
    <Stack sx={{ alignItems: 'center', flex: 1 }}>
      <Typography component="p" variant="h4" sx={{ fontWeight: 700 }} aria-label={label}>
        {value}
      </Typography>
      <Typography color="text.secondary">{label}</Typography>
    </Stack>
  );
}

/** The member's counts, serial and link, with the button that copies the link. */
export function ReferralOverviewCard({ overview }: { overview: ReferralOverview }) {
  const [copied, setCopied] = useState<string | null>(null);

  const copy = () => {
    navigator.clipboard.writeText(overview.link).then(
      () => setCopied(REFERRAL_TEXTS.linkCopied),
      () => setCopied(REFERRAL_TEXTS.copyFailed),
    );
  };

  return (
    <Paper variant="outlined" component="section" aria-label={REFERRAL_TEXTS.overviewTitle} sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Stack spacing={3}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {REFERRAL_TEXTS.overviewTitle}
        </Typography>
        <Stack direction="row" spacing={2}>
          <Count label={REFERRAL_TEXTS.referredCount} value={overview.referredCount} />
          <Count label={REFERRAL_TEXTS.investedCount} value={overview.investedCount} />
          <Count label={REFERRAL_TEXTS.borrowedCount} value={overview.borrowedCount} />
        </Stack>
        <Typography>
          {REFERRAL_TEXTS.serialLabel}：<strong>{overview.mgmSerial}</strong>
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            label={REFERRAL_TEXTS.linkTitle}
            value={overview.link}
            fullWidth
            size="small"
            slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
            onFocus={(event) => event.target.select()}
          />
          <Button variant="contained" onClick={copy} sx={{ flexShrink: 0 }}>
            {REFERRAL_TEXTS.copyLink}
          </Button>
        </Stack>
        {copied !== null && (
          <Typography role="status" color="text.secondary">
            {copied}
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}
