import { useCallback, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { CAMPAIGN_TEXTS, LUCKY_ROULETTE_PATH, ROULETTE_PAGE_TEXTS } from '@lendbridge/domain';
import { withNext } from '../../app/ladder';
import { useUserStatus } from '../../app/session';
import { LoadFailed } from '../../shared/LoadFailed';
import { PageLoading } from '../../shared/PageLoading';
import { isNotFound, useReportedQuery } from '../../shared/useReportedQuery';
import { rouletteQueries, tryRoulette } from './roulette.api';
import { RouletteCampaignHeading, RouletteNotLive } from './RouletteCampaignHeading';
import { RouletteResultsTable } from './RouletteResultsTable';
import { RouletteStage } from './RouletteStage';
import { RouletteWheel } from './RouletteWheel';
import { hasTrialCookie } from './trialCookie';
import { useRouletteSpin } from './useRouletteSpin';
import type { WheelPiece } from './wheel';
import { wheelPieces } from './wheel';

/** 活動獎項: the rewards the campaign gives. */
function RewardsList() {
  const rewards = useReportedQuery(rouletteQueries.rewards());
  const items = rewards.data?.rewards ?? [];
  if (items.length === 0) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {CAMPAIGN_TEXTS.rewards}
      </Typography>
      <List dense aria-label={CAMPAIGN_TEXTS.rewards}>
        {items.map((reward) => (
          <ListItem key={reward}>{reward}</ListItem>
        ))}
      </List>
    </Paper>
  );
}

/** 登入會員抽獎: the trial is spent; members spin with their tickets. */
function LoginPrompt() {
  return (
    <Alert severity="info" sx={{ width: '100%' }}>
      <AlertTitle>{CAMPAIGN_TEXTS.loginToSpin}</AlertTitle>
      <Typography sx={{ mb: 1.5 }}>{CAMPAIGN_TEXTS.trialUsed}</Typography>
      <Stack direction="row" spacing={1.5}>
        <Button variant="contained" component={RouterLink} to={withNext('/auth/login', LUCKY_ROULETTE_PATH)}>
          {ROULETTE_PAGE_TEXTS.login}
        </Button>
        <Button variant="outlined" component={RouterLink} to={withNext('/auth/register', LUCKY_ROULETTE_PATH)}>
          {ROULETTE_PAGE_TEXTS.register}
        </Button>
      </Stack>
    </Alert>
  );
}

/** A visitor's wheel: one trial spin, then the prompt to sign in. */
function TrialStage({ pieces }: { pieces: readonly WheelPiece[] }) {
  const [trialUsed, setTrialUsed] = useState(hasTrialCookie);
  const markUsed = useCallback(() => setTrialUsed(true), []);
  const spin = useRouletteSpin({ pieces, draw: tryRoulette, onRefused: markUsed, onStopped: markUsed });
  return (
    <RouletteStage pieces={pieces} spin={spin} spinLabel={trialUsed ? null : CAMPAIGN_TEXTS.trial}>
      {trialUsed && spin.phase !== 'spinning' && <LoginPrompt />}
    </RouletteStage>
  );
}

/** A member's view of the wheel: their spins are on their own page. */
function MemberStage({ pieces }: { pieces: readonly WheelPiece[] }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <RouletteWheel pieces={pieces} rotation={0} runMs={0} />
      <Button variant="contained" size="large" component={RouterLink} to={LUCKY_ROULETTE_PATH}>
        {ROULETTE_PAGE_TEXTS.goToMemberRoulette}
      </Button>
    </Stack>
  );
}

/**
 * /roulette: the live campaign's title and window, its rewards, the wheel and the winners. A
 * visitor spins the wheel once for free (the server remembers the trial for a year), then is asked
 * to sign in; a signed-in member is sent to /account/lucky-roulette.
 */
export function RouletteLandingPage() {
  const { status, loading } = useUserStatus();
  const gifts = useReportedQuery(rouletteQueries.gifts(), { missingOn404: true });
  const pieces = useMemo(() => wheelPieces(gifts.data?.gifts ?? []), [gifts.data]);

  const body = () => {
    if (isNotFound(gifts.error)) return <RouletteNotLive />;
    if (gifts.isError) return <LoadFailed onReload={() => void gifts.refetch()} />;
    if (gifts.data === undefined || loading) return <PageLoading />;
    return (
      <>
        <RewardsList />
        {status.loggedIn ? <MemberStage pieces={pieces} /> : <TrialStage pieces={pieces} />}
        <RouletteResultsTable />
      </>
    );
  };

  return (
    <Container maxWidth="md">
      <Stack spacing={3}>
        <RouletteCampaignHeading campaign={gifts.data?.campaign ?? null} />
        {body()}
      </Stack>
    </Container>
  );
}
