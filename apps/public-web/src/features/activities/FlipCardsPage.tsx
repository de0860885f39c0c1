import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { ACTIVITY_TEXTS, CAMPAIGN_TEXTS, flipCardContent, formatDateTime, missionMessageParts } from '@lendbridge/domain';
import type { FlipCardMission } from '@lendbridge/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../app/api';
import { useUserStatus } from '../../app/session';
import { useErrorHandler } from '../../app/useErrorHandler';
import { PageLoading } from '../../shared/PageLoading';
import { activityQueries, startMission } from './activities.api';
import { isCampaignMissing, notLiveAlert } from './useActivityFailure';

function FlipCard({ card, onStart, starting }: { card: FlipCardMission; onStart: () => void; starting: boolean }) {
  const flipped = card.completed_at !== null;
  const { title, body } = missionMessageParts(flipCardContent(card.content, card));
  return (
    <Card
      variant="outlined"
      component="section"
      aria-label={title}
      sx={{ flex: 1, bgcolor: flipped ? 'success.light' : 'background.paper', transition: 'background-color 0.4s' }}
    >
      <CardContent>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {flipped && <Typography sx={{ whiteSpace: 'pre-line', mt: 1 }}>{body}</Typography>}
        <Typography variant="body2" sx={{ mt: 1 }}>
          {flipped ? `${ACTIVITY_TEXTS.completed} ${formatDateTime(card.completed_at)}` : card.started_at !== null ? ACTIVITY_TEXTS.started : ACTIVITY_TEXTS.notCompleted}
        </Typography>
        {card.notice !== '' && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1, whiteSpace: 'pre-line' }}>
            {ACTIVITY_TEXTS.flipCardNotice}：{card.notice}
          </Typography>
        )}
      </CardContent>
      {card.needs_start && card.started_at === null && !flipped && (
        <CardActions>
          <Button variant="contained" onClick={onStart} disabled={starting} aria-busy={starting}>
            {ACTIVITY_TEXTS.startMission}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}

/**
 * The Christmas activity: two flip cards, each turned once real records complete its mission, the
 * second started by the member within the activity. Full members only (any 403 shows
 * 此活動限交易會員參加); before the start 活動尚未開始 / 可...可惡...; the cards are laid out once their
 * data is there.
 */
export function FlipCardsPage() {
  const { key = '' } = useParams();
  const { status } = useUserStatus();
  const queryClient = useQueryClient();
  const handleError = useErrorHandler();
  const cards = useQuery(activityQueries.flipCards(key, status.id));

  const start = useMutation({
    mutationFn: (card: FlipCardMission) => startMission(key, card.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activityQueries.flipCards(key, status.id).queryKey }),
    onError: (failure) => handleError(failure),
  });

  if (cards.isPending) return <PageLoading />;
  const error = cards.error;
  const notice =
    error instanceof ApiError && error.status === 403
      ? { title: CAMPAIGN_TEXTS.notFullMember, text: undefined }
      : isCampaignMissing(error)
        ? notLiveAlert(error, CAMPAIGN_TEXTS.flipCardsNotStarted)
        : error !== null
          ? { title: error.message, text: undefined }
          : null;

  return (
    <Container maxWidth="md">
      <Stack spacing={3}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {ACTIVITY_TEXTS.flipCardsTitle}
        </Typography>
        {notice !== null ? (
          <Alert severity="warning" role="alert">
            <Typography sx={{ fontWeight: 700 }}>{notice.title}</Typography>
            {notice.text !== undefined && <Typography>{notice.text}</Typography>}
          </Alert>
        ) : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {(cards.data ?? []).map((card) => (
              <FlipCard key={card.id} card={card} starting={start.isPending} onStart={() => start.mutate(card)} />
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
