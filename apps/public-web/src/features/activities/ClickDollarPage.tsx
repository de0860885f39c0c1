import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { ACTIVITY_TEXTS, SEE_PERCENT_INVALID, SEE_PERCENT_WHISPER_ABOVE } from '@lendbridge/domain';
import { useQuery } from '@tanstack/react-query';
import { withNext } from '../../app/ladder';
import { useUserStatus } from '../../app/session';
import { activityQueries } from './activities.api';
import { CheckInButton } from './CheckInButton';

/** A chance 0..1 as the page writes it: 12.5 for 0.125. */
const percentText = (chance: number): string => String(Math.round(chance * 10_000) / 100);

/**
 * The click-dollar activity: the check-in button and the member's chance in its draw (see-percent:
 * INVALID until the member has checked in; a chance above 10 percent gets the whisper).
 */
export function ClickDollarPage() {
  const { key = '' } = useParams();
  const location = useLocation();
  const { status } = useUserStatus();
  const info = useQuery(activityQueries.status(key));
  const chance = useQuery({ ...activityQueries.seePercent(key, status.id), enabled: status.loggedIn });
  const value = chance.data;

  return (
    <Container maxWidth="sm">
      <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {info.data?.title ?? ACTIVITY_TEXTS.checkInButton}
        </Typography>
        {info.data?.description !== undefined && info.data.description !== '' && <Typography color="text.secondary">{info.data.description}</Typography>}
        <CheckInButton campaignKey={key} />
        <Paper variant="outlined" component="section" aria-label={ACTIVITY_TEXTS.seePercent} sx={{ p: 2, alignSelf: 'stretch' }}>
          <Typography component="h2" variant="h6">
            {ACTIVITY_TEXTS.seePercent}
          </Typography>
          {!status.loggedIn ? (
            <Button sx={{ mt: 1 }} variant="outlined" component={RouterLink} to={withNext('/auth/login', `${location.pathname}${location.search}`)}>
              {ACTIVITY_TEXTS.checkInLogin}
            </Button>
          ) : value === undefined ? null : value === SEE_PERCENT_INVALID ? (
            <Typography color="text.secondary">{ACTIVITY_TEXTS.chanceInvalid}</Typography>
          ) : (
            <Stack spacing={1} sx={{ mt: 1 }}>
              <Typography>{ACTIVITY_TEXTS.yourChance(percentText(value))}</Typography>
              {value > SEE_PERCENT_WHISPER_ABOVE && <Alert severity="success">{ACTIVITY_TEXTS.whisper}</Alert>}
            </Stack>
          )}
        </Paper>
      </Stack>
    </Container>
  );
}
