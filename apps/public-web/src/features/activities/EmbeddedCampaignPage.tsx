import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { ACTIVITY_TEXTS } from '@lendbridge/domain';
import { useQuery } from '@tanstack/react-query';
import { activityQueries } from './activities.api';
import { CampaignFrame } from './CampaignFrame';

/** A campaign played in its embedded frame, which receives the member's token (see CampaignFrame). */
export function EmbeddedCampaignPage() {
  const { key = '' } = useParams();
  const info = useQuery(activityQueries.status(key));
  return (
    <Container maxWidth="md">
      <Stack spacing={2}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {info.data?.title ?? ACTIVITY_TEXTS.embedTitle}
        </Typography>
        <CampaignFrame campaignKey={key} />
      </Stack>
    </Container>
  );
}
