import { Suspense, lazy, useMemo, useState } from 'react';
import { preload } from 'react-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useNavigationType, useSearchParams } from 'react-router-dom';
import { HOME_IDENTITY_PARAM, LNB_SOURCE_PARAM, homeIdentityOf, homePopupEntry, homepageEntriesOf, shouldOpenPopup } from '@lendbridge/domain';
import type { HomeIdentity } from '@lendbridge/domain';
import { useUserStatus } from '../../app/session';
import { PageLoading } from '../../shared/PageLoading';
import { PRODUCT_NAME } from '../../shared/layout/AppLayout';
import { useNarrowScreen } from '../../shared/useNarrowScreen';
import { EntriesCarousel, EntriesCarouselPlaceholder, Jumbotron } from './EntriesCarousel';
import { IdentityPanels } from './IdentityPanels';
import { LadderCard } from './LadderCard';
import { MetricStrip } from './MetricStrip';
import { PressCarousel } from './PressCarousel';
import { StoryWall } from './StoryWall';
import { homeQueries } from './home.api';
import { readPopupDismissal, rememberPopupDismissal } from './popupMemory';

/** The popup is loaded only when there is one to open. */
const HomePopupDialog = lazy(() => import('./HomePopupDialog').then((module) => ({ default: module.HomePopupDialog })));

const systemClock = (): Date => new Date();

export interface HomePageProps {
  /** The clock the popup's dismissal is counted on (tests inject theirs). */
  now?: () => Date;
}

/**
 * The homepage (spec 2, 3, 9): the entries carousel, the metric strip, the lender/borrower switch
 * (?identity), the member ladder, the jumbotron, the press carousel, the story wall and the
 * auto-popup modal.
 */
export function HomePage({ now = systemClock }: HomePageProps) {
  const { status, loading } = useUserStatus();
  const [searchParams, setSearchParams] = useSearchParams();
  const identity = homeIdentityOf(searchParams.get(HOME_IDENTITY_PARAM));
  const entries = useQuery(homeQueries.entries());
  const navigationType = useNavigationType();
  /** Opened, reloaded, typed or gone back to, not reached by a link or redirect of the site: decided when the page opens. */
  const [landed] = useState(() => navigationType === 'POP');
  const sourced = searchParams.has(LNB_SOURCE_PARAM);
  const narrowScreen = useNarrowScreen();
  const [closedPopup, setClosedPopup] = useState<number | null>(null);

  const carousel = homepageEntriesOf(entries.data ?? [], 'carousel');
  const jumbotron = homepageEntriesOf(entries.data ?? [], 'jumbotron')[0];
  const popup = homePopupEntry(entries.data ?? []);
  const popupWanted = useMemo(
    () => popup !== undefined && shouldOpenPopup(popup, { landed, sourced, narrowScreen }, readPopupDismissal(), now()),
    [popup, landed, sourced, narrowScreen, now],
  );

  const popupShown = popup !== undefined && popupWanted && closedPopup !== popup.id;
  /** The popup's picture loads beside the popup's code, not after it. */
  if (popupShown && popup.image_url !== '') preload(popup.image_url, { as: 'image', fetchPriority: 'high' });

  const chooseIdentity = (next: HomeIdentity) =>
    setSearchParams(
      (params) => {
        const updated = new URLSearchParams(params);
        updated.set(HOME_IDENTITY_PARAM, next);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );

  const closePopup = () => {
    if (popup === undefined) return;
    rememberPopupDismissal(popup, now());
    setClosedPopup(popup.id);
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
      <Box sx={{ mb: 3, textAlign: { xs: 'left', sm: 'center' } }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 1 }}>
          歡迎來到 {PRODUCT_NAME}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 640, mx: 'auto' }}>
          連結有資金需求的借款人與尋找穩定收益的投資人，讓每一筆借貸都清楚、公開、有保障。
        </Typography>
      </Box>
      <Stack spacing={4}>
        {entries.isPending ? <EntriesCarouselPlaceholder /> : carousel.length > 0 && <EntriesCarousel entries={carousel} />}
        <MetricStrip />
        <IdentityPanels identity={identity} onChange={chooseIdentity} />
        {loading ? <PageLoading /> : <LadderCard status={status} />}
        {jumbotron !== undefined && <Jumbotron entry={jumbotron} />}
        <PressCarousel />
        <StoryWall />
      </Stack>
      {popupShown && (
        <Suspense fallback={null}>
          <HomePopupDialog entry={popup} onClose={closePopup} />
        </Suspense>
      )}
    </Container>
  );
}
