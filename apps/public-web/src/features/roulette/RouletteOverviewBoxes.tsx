import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CAMPAIGN_TEXTS, ROULETTE_PAGE_TEXTS, formatNtd, rouletteInvitesText, rouletteSpinsText } from '@lendbridge/domain';
import type { RouletteOverviewAnswer } from '@lendbridge/domain';

function OverviewBox({ label, value }: { label: string; value: string }) {
  return (
    <Grid size={{ xs: 12, sm: 4 }} role="listitem" aria-label={label}>
      <Paper variant="outlined" sx={{ p: 2, height: '100%', textAlign: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700, mt: 1 }}>
          {value}
        </Typography>
      </Paper>
    </Grid>
  );
}

/** The spins the member holds, the investment and the invitations still needed for the next ticket. */
export function RouletteOverviewBoxes({ overview }: { overview: RouletteOverviewAnswer }) {
  return (
    <Grid container spacing={2} role="list" aria-label={ROULETTE_PAGE_TEXTS.overview} sx={{ width: '100%' }}>
      <OverviewBox label={CAMPAIGN_TEXTS.available} value={rouletteSpinsText(overview.available)} />
      <OverviewBox label={CAMPAIGN_TEXTS.amountForTicket} value={formatNtd(overview.amountForTicket)} />
      <OverviewBox label={CAMPAIGN_TEXTS.invitesForTicket} value={rouletteInvitesText(overview.invitesForTicket)} />
    </Grid>
  );
}
