import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { REFERRAL_LINK_PARAM, REFERRAL_PAGE_PATH, REFERRAL_REWARD_AMOUNT, REFERRAL_TEXTS, referralRewardText, referralSerialOf } from '@lendbridge/domain';
import { withNext } from '../../app/ladder';
import { useUserStatus } from '../../app/session';
import { LoadFailed } from '../../shared/LoadFailed';
import { PageLoading } from '../../shared/PageLoading';
import { loadStateOf, useReportedQuery } from '../../shared/useReportedQuery';
import { InvitationForm } from './InvitationForm';
import { InvitationList, ReferralList } from './MgmLists';
import { registrationPathFor } from './MgmRegistrationDialog';
import { ReferralOverviewCard } from './ReferralOverviewCard';
import { ReferralQuizBox } from './ReferralQuizBox';
import { mgmQueries } from './mgm.api';

/** The visitor's side: the questionnaire (its registration carries the link's serial) and the way to sign in for a link of their own. */
function VisitorInvitation({ mgmSerial }: { mgmSerial: string | null }) {
  return (
    <Stack spacing={3}>
      <ReferralQuizBox mgmSerial={mgmSerial} restore />
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Stack spacing={2}>
          <Typography>{REFERRAL_TEXTS.loginToInvite}</Typography>
          <Stack direction="row" spacing={2}>
            <Button variant="contained" component={RouterLink} to={withNext('/auth/login', REFERRAL_PAGE_PATH)}>
              {REFERRAL_TEXTS.login}
            </Button>
            <Button variant="outlined" component={RouterLink} to={registrationPathFor(mgmSerial)}>
              {REFERRAL_TEXTS.register}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Stack>
  );
}

/** The member's side: their counts and link, the invitation form (once their basic data is given) and their lists. */
function MemberInvitation({ isMember }: { isMember: boolean }) {
  const read = useReportedQuery(mgmQueries.overview());
  const overview = loadStateOf(read);
  return (
    <Stack spacing={3}>
      {overview.state === 'loading' && <PageLoading />}
      {(overview.state === 'failed' || overview.state === 'missing') && <LoadFailed onReload={() => void read.refetch()} />}
      {overview.state === 'ready' && <ReferralOverviewCard overview={overview.data} />}
      {isMember ? (
        <InvitationForm />
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 } }}>
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Typography>{REFERRAL_TEXTS.inviteNeedsBasic}</Typography>
            <Button variant="outlined" component={RouterLink} to={withNext('/member/basic', REFERRAL_PAGE_PATH)}>
              {REFERRAL_TEXTS.fillBasic}
            </Button>
          </Stack>
        </Paper>
      )}
      <ReferralList />
      <InvitationList />
    </Stack>
  );
}

/**
 * /activity/mgm, the invitation page: a member's counts, link (with a copy button), invitation form
 * and lists; a visitor's referral questionnaire, whose registration carries ?mgm= of the link they came by.
 */
export function MgmPage() {
  const { status, loading } = useUserStatus();
  const [searchParams] = useSearchParams();
  const mgmSerial = referralSerialOf(searchParams.get(REFERRAL_LINK_PARAM));
  return (
    <Container maxWidth="md">
      <Stack spacing={3}>
        <Stack spacing={1}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            {REFERRAL_TEXTS.pageTitle}
          </Typography>
          <Typography color="text.secondary">{REFERRAL_TEXTS.pageIntro}</Typography>
          <Typography color="text.secondary">{referralRewardText(REFERRAL_REWARD_AMOUNT)}</Typography>
        </Stack>
        {loading && <PageLoading />}
        {!loading && !status.loggedIn && <VisitorInvitation mgmSerial={mgmSerial} />}
        {!loading && status.loggedIn && <MemberInvitation isMember={status.isMember} />}
      </Stack>
    </Container>
  );
}
