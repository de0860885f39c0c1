import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import CloseIcon from '@mui/icons-material/Close';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import {
  ACTIVITY_TEXTS,
  CAMPAIGN_MODAL_COOKIE_PREFIX,
  LNB_SOURCE_PARAM,
  SIDE_ADS,
  SIDE_AD_COOKIE_DAYS,
  SIDE_AD_COOKIE_PREFIX,
  SIDE_AD_MAX_HIDDEN_WIDTH,
  SOURCED_MODALS,
  adShows,
  daysBetween,
  secondsToEndOfTaipeiDay,
  sideAdCookieSeconds,
  taipeiToday,
} from '@lendbridge/domain';
import type { ActivityStatusAnswer, CampaignAd } from '@lendbridge/domain';
import { useQueries } from '@tanstack/react-query';
import { useUserStatus } from '../../app/session';
import { activityQueries } from './activities.api';
import { hasCookie, writeCookie } from './activityCookies';

/** The live state of the activities some ads show with, read once per key; undefined while unknown. */
function useActivityStatuses(ads: readonly CampaignAd[]): (key: string) => ActivityStatusAnswer | undefined {
  const keys = [...new Set(ads.flatMap((ad) => (ad.showWithActivity === null ? [] : [ad.showWithActivity])))];
  const answers = useQueries({ queries: keys.map((key) => activityQueries.status(key)) });
  return (key) => answers[keys.indexOf(key)]?.data;
}

/** The first ad that shows on the date: before its showBefore, or with its activity live. */
function useShownAd<A extends CampaignAd>(candidates: readonly A[], today: string): { ad: A; activity: ActivityStatusAnswer | undefined } | null {
  const statusOf = useActivityStatuses(candidates);
  for (const ad of candidates) {
    const activity = ad.showWithActivity === null ? undefined : statusOf(ad.showWithActivity);
    const live = ad.showWithActivity === null ? null : activity === undefined ? false : activity.state === 'live';
    if (adShows(ad, today, live)) return { ad, activity };
  }
  return null;
}

/** Whole days from the business date to the activity's last day (the Taipei day its end falls in, an end at midnight closing the day before). */
const daysLeft = (today: string, activity: ActivityStatusAnswer | undefined): number | null =>
  activity === undefined ? null : Math.max(0, daysBetween(today, taipeiToday(new Date(Date.parse(activity.ends_at) - 1))));

function SideAd({ today, source }: { today: string; source: string | null }) {
  const narrow = useMediaQuery(`(max-width:${SIDE_AD_MAX_HIDDEN_WIDTH}px)`, { noSsr: true });
  const [closed, setClosed] = useState<readonly string[]>([]);
  const candidates = narrow || source !== null ? [] : SIDE_ADS.filter((ad) => !closed.includes(ad.modalId) && !hasCookie(`${SIDE_AD_COOKIE_PREFIX}${ad.modalId}`));
  const shown = useShownAd(candidates, today);
  if (shown === null) return null;
  const { ad, activity } = shown;
  const days = ad.showCountdown ? daysLeft(today, activity) : null;
  const close = () => {
    writeCookie(`${SIDE_AD_COOKIE_PREFIX}${ad.modalId}`, sideAdCookieSeconds(SIDE_AD_COOKIE_DAYS));
    setClosed((current) => [...current, ad.modalId]);
  };
  return (
    <Paper
      component="aside"
      aria-label={ad.title}
      elevation={4}
      sx={{ position: 'fixed', right: 16, bottom: 96, width: 200, p: 1.5, zIndex: (theme) => theme.zIndex.speedDial }}
    >
      <IconButton size="small" aria-label={ACTIVITY_TEXTS.closeAd} onClick={close} sx={{ position: 'absolute', top: 2, right: 2 }}>
        <CloseIcon fontSize="small" />
      </IconButton>
      <Box component={RouterLink} to={ad.href} sx={{ display: 'block', color: 'inherit', textDecoration: 'none' }}>
        <Box component="img" src={ad.imgSrc} alt="" sx={{ width: '100%', display: 'block', borderRadius: 1, mb: 1 }} />
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {ad.title}
        </Typography>
      </Box>
      {days !== null && (
        <Typography variant="caption" color="text.secondary">
          {ACTIVITY_TEXTS.countdown(days)}
        </Typography>
      )}
    </Paper>
  );
}

function SourcedModals({ today, source }: { today: string; source: string | null }) {
  const [closed, setClosed] = useState<readonly string[]>([]);
  const candidates =
    source === null
      ? []
      : SOURCED_MODALS.filter(
          (modal) => (modal.source === null || modal.source === source) && !closed.includes(modal.modalId) && !hasCookie(`${CAMPAIGN_MODAL_COOKIE_PREFIX}${modal.modalId}`),
        );
  const shown = useShownAd(candidates, today);
  if (shown === null) return null;
  const { ad, activity } = shown;
  const days = ad.showCountdown ? daysLeft(today, activity) : null;
  const close = () => {
    writeCookie(`${CAMPAIGN_MODAL_COOKIE_PREFIX}${ad.modalId}`, secondsToEndOfTaipeiDay(new Date()));
    setClosed((current) => [...current, ad.modalId]);
  };
  return (
    <Dialog open onClose={close} aria-labelledby={`campaign-modal-${ad.modalId}`} maxWidth="xs" fullWidth>
      <DialogTitle id={`campaign-modal-${ad.modalId}`}>{ad.title}</DialogTitle>
      <DialogContent>
        <Box component="img" src={ad.imgSrc} alt="" sx={{ width: '100%', display: 'block', borderRadius: 1 }} />
        {days !== null && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {ACTIVITY_TEXTS.countdown(days)}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{ACTIVITY_TEXTS.closeModal}</Button>
        <Button variant="contained" component={RouterLink} to={ad.href} onClick={close}>
          {ACTIVITY_TEXTS.goMarket}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The landing page's campaign extras: the side ad (hidden at 768 px or narrower, when its cookie
 * exists, or on a visit brought by lnb_source; closing it keeps it closed for a day) and the modal
 * campaigns of a visit's source (closing one keeps it closed to the end of the Taipei day). Each shows
 * before its showBefore date, or while its activity is live.
 */
export function CampaignExtras() {
  const { search } = useLocation();
  const { status } = useUserStatus();
  const source = new URLSearchParams(search).get(LNB_SOURCE_PARAM);
  const today = status.businessDate ?? taipeiToday(new Date());
  return (
    <>
      <SideAd today={today} source={source} />
      <SourcedModals today={today} source={source} />
    </>
  );
}
