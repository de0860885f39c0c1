import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { REFERRAL_TEXTS, showGirlByline } from '@lendbridge/domain';
import type { ShowGirl } from '@lendbridge/domain';
import { LoadFailed } from '../../shared/LoadFailed';
import { PageLoading } from '../../shared/PageLoading';
import { loadStateOf, useReportedQuery } from '../../shared/useReportedQuery';
import { ReferralQuizBox } from './ReferralQuizBox';
import { ShowGirlAvatar } from './ShowGirlAvatar';
import { mgmQueries } from './mgm.api';

/** A character's full name as the page calls them: 小晴姊姊. */
const calledBy = (girl: ShowGirl): string => `${girl.name}${girl.suffix}`;

/** The opened character: their invitation and the quiz, which starts at question 1 and registers through their link. */
function ShowGirlPanel({ girl }: { girl: ShowGirl }) {
  const [quiz, setQuiz] = useState(false);
  return (
    <Paper variant="outlined" component="section" aria-label={`${calledBy(girl)}${REFERRAL_TEXTS.showGirlInvitation}`} sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <ShowGirlAvatar imageType={girl.imageType} name={girl.name} size={80} />
          <Stack>
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
              {`${calledBy(girl)}${REFERRAL_TEXTS.showGirlInvitation}`}
            </Typography>
            <Typography color="text.secondary">{showGirlByline(girl.from, girl.title)}</Typography>
          </Stack>
        </Stack>
        <Typography sx={{ whiteSpace: 'pre-line' }}>{girl.detail}</Typography>
        {quiz ? (
          <ReferralQuizBox mgmSerial={girl.mgmSerial} startAtQuestion />
        ) : (
          <Button variant="contained" onClick={() => setQuiz(true)} sx={{ alignSelf: 'flex-start' }}>
            {REFERRAL_TEXTS.showGirlQuiz}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * /activity/mgm-sg, the show-girl campaign page: a grid of the live referral campaign's characters;
 * clicking one opens their panel (invitation text and quiz start), clicking it again closes it.
 */
export function ShowGirlPage() {
  const read = useReportedQuery(mgmQueries.showGirls());
  const loaded = loadStateOf(read);
  const [opened, setOpened] = useState<number | null>(null);
  const girls = loaded.state === 'ready' ? loaded.data : [];
  const openedGirl = opened === null ? undefined : girls[opened];

  return (
    <Container maxWidth="md">
      <Stack spacing={3}>
        <Stack spacing={1}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            {REFERRAL_TEXTS.showGirlTitle}
          </Typography>
          <Typography color="text.secondary">{REFERRAL_TEXTS.showGirlIntro}</Typography>
        </Stack>
        {loaded.state === 'loading' && <PageLoading />}
        {(loaded.state === 'failed' || loaded.state === 'missing') && <LoadFailed onReload={() => void read.refetch()} />}
        {loaded.state === 'ready' && girls.length === 0 && <Alert severity="info">{REFERRAL_TEXTS.showGirlEmpty}</Alert>}
        {girls.length > 0 && (
          <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
            {girls.map((girl, index) => (
              <ButtonBase
                key={`${girl.mgmSerial}-${girl.name}`}
                aria-pressed={opened === index}
                aria-label={calledBy(girl)}
                onClick={() => setOpened((current) => (current === index ? null : index))}
                sx={{
                  flexDirection: 'column',
                  p: 2,
                  borderRadius: 2,
                  border: 2,
                  borderColor: opened === index ? 'primary.main' : 'divider',
                  width: { xs: 'calc(50% - 8px)', sm: 180 },
                }}
              >
                <ShowGirlAvatar imageType={girl.imageType} name={girl.name} />
                <Typography sx={{ fontWeight: 700, mt: 1 }}>{calledBy(girl)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {girl.title}
                </Typography>
              </ButtonBase>
            ))}
          </Stack>
        )}
        {openedGirl !== undefined && <ShowGirlPanel key={opened} girl={openedGirl} />}
      </Stack>
    </Container>
  );
}
