import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import { ACTIVITY_TEXTS, CAMPAIGN_TEXTS, formatNtd, isoToSlashed } from '@lendbridge/domain';
import type { DrawAnswer } from '@lendbridge/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../app/api';
import { withNext } from '../../app/ladder';
import { useUserStatus } from '../../app/session';
import { useErrorHandler } from '../../app/useErrorHandler';
import { useAlert } from '../../shared/AlertDialog';
import { PageLoading } from '../../shared/PageLoading';
import { activityQueries, drawPrize } from './activities.api';
import { isCampaignMissing, useActivityFailure } from './useActivityFailure';

const MARKET_PATH = '/market-place';

function PrizeDialog({ result, onClose }: { result: DrawAnswer; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} aria-labelledby="draw-prize-title" maxWidth="xs" fullWidth>
      <DialogTitle id="draw-prize-title">{result.message}</DialogTitle>
      <DialogContent>
        <Stack spacing={1}>
          <Typography>
            {ACTIVITY_TEXTS.yourReward}：{result.reward}
          </Typography>
          {result.promo_code !== null && (
            <Typography>
              {ACTIVITY_TEXTS.promoCode}：<strong>{result.promo_code}</strong>
            </Typography>
          )}
          {result.expire_date !== null && (
            <Typography>
              {ACTIVITY_TEXTS.expireDate}：{isoToSlashed(result.expire_date)}
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {ACTIVITY_TEXTS.goMarket}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * A seasonal reward draw (mid-autumn 2021, 2022): the prizes and their investment tiers, and for a
 * member the day's draw (once per business day); a visitor is sent to sign in or register with
 * next= this page. After a prize the member goes on to the marketplace.
 */
export function DrawPage() {
  const { key = '' } = useParams();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { status, loading } = useUserStatus();
  const { showAlert } = useAlert();
  const handleError = useErrorHandler();
  const [result, setResult] = useState<DrawAnswer | null>(null);

  const info = useQuery(activityQueries.status(key));
  const check = useQuery({ ...activityQueries.drawCheck(key, status.id), enabled: status.loggedIn });
  useActivityFailure(check.error, check.errorUpdatedAt, CAMPAIGN_TEXTS.drawNotStarted, { homeOn404: false });

  const draw = useMutation({
    mutationFn: () => drawPrize(key, location.pathname),
    onSuccess: (answer) => {
      if (answer.code === 1) setResult(answer);
      else void showAlert({ title: answer.message });
    },
    onError: (failure) => {
      if (failure instanceof ApiError && failure.code === 'DRAW_USED') void showAlert({ title: CAMPAIGN_TEXTS.drawUsedTitle, text: CAMPAIGN_TEXTS.drawUsed });
      else handleError(failure);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: activityQueries.drawCheck(key, status.id).queryKey }),
  });

  if (loading || info.isPending) return <PageLoading />;
  const notStarted = (isCampaignMissing(check.error) && check.error.code === 'CAMPAIGN_NOT_STARTED') || info.data?.state === 'upcoming';

  return (
    <Container maxWidth="sm">
      <Stack spacing={3}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {info.data?.title ?? ACTIVITY_TEXTS.drawTitle}
        </Typography>
        {info.data?.description !== undefined && info.data.description !== '' && <Typography color="text.secondary">{info.data.description}</Typography>}
        {notStarted && (
          <Alert severity="info">
            {CAMPAIGN_TEXTS.notStartedTitle} {CAMPAIGN_TEXTS.drawNotStarted}
          </Alert>
        )}

        <Paper variant="outlined" component="section" aria-label={ACTIVITY_TEXTS.tiersTitle} sx={{ p: 2 }}>
          <Typography component="h2" variant="h6">
            {ACTIVITY_TEXTS.tiersTitle}
          </Typography>
          <List dense>
            {(info.data?.prizes ?? []).map((prize) => (
              <ListItem key={prize.name} disableGutters>
                <ListItemText
                  primary={prize.name}
                  secondary={prize.min_invested === null ? ACTIVITY_TEXTS.everyone : ACTIVITY_TEXTS.tierFrom(formatNtd(prize.min_invested))}
                />
              </ListItem>
            ))}
          </List>
        </Paper>

        {!status.loggedIn ? (
          <Stack direction="row" spacing={2}>
            <Button variant="contained" component={RouterLink} to={withNext('/auth/login', here)}>
              {ACTIVITY_TEXTS.loginToDraw}
            </Button>
            <Button variant="outlined" component={RouterLink} to={withNext('/auth/register', here)}>
              {ACTIVITY_TEXTS.registerToDraw}
            </Button>
          </Stack>
        ) : (
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Button
              variant="contained"
              size="large"
              onClick={() => draw.mutate()}
              disabled={check.data?.can_draw !== true || draw.isPending}
              aria-busy={draw.isPending}
            >
              {draw.isPending ? ACTIVITY_TEXTS.drawing : ACTIVITY_TEXTS.drawButton}
            </Button>
            {check.data?.isDrawed === true && <Typography color="text.secondary">{ACTIVITY_TEXTS.drawnToday}</Typography>}
          </Stack>
        )}
      </Stack>
      {result !== null && (
        <PrizeDialog
          result={result}
          onClose={() => {
            setResult(null);
            navigate(MARKET_PATH);
          }}
        />
      )}
    </Container>
  );
}
