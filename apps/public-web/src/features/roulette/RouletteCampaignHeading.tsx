import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CAMPAIGN_TEXTS, formatDateTime, rouletteWindowText } from '@lendbridge/domain';
import type { RouletteCampaign } from './roulette.api';

/** The page's heading: the live campaign's title and window, or 幸運輪盤 while none is live. */
export function RouletteCampaignHeading({ campaign }: { campaign: RouletteCampaign | null }) {
  return (
    <Stack spacing={0.5}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {campaign?.title ?? CAMPAIGN_TEXTS.rouletteTitle}
      </Typography>
      {campaign !== null && (
        <Typography color="text.secondary">{rouletteWindowText(formatDateTime(campaign.starts_at), formatDateTime(campaign.ends_at))}</Typography>
      )}
    </Stack>
  );
}

/** No roulette is live (the API's 404 CAMPAIGN_NOT_LIVE). */
export function RouletteNotLive() {
  return <Alert severity="info">{CAMPAIGN_TEXTS.notLive}</Alert>;
}
