import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { ACTIVITY_TEXTS, AGREE_POLICY_WARNING, CAMPAIGN_TEXTS, MESSAGES, agreePolicySchema } from '@lendbridge/domain';
import type { AgreePolicyInput } from '@lendbridge/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../app/api';
import { useUserStatus } from '../../app/session';
import { useAlert } from '../../shared/AlertDialog';
import { PageLoading } from '../../shared/PageLoading';
import { activityQueries, agreeCampaignPolicy } from './activities.api';
import { CampaignFrame } from './CampaignFrame';
import { useActivityFailure } from './useActivityFailure';

type Ticks = { [K in keyof AgreePolicyInput['agree_policy']]: boolean };

const POLICY_LABELS: Readonly<Record<keyof Ticks, string>> = {
  privacy_policy: MESSAGES.agreePolicyPrivacyLabel,
  transaction_policy: MESSAGES.agreePolicyTransactionLabel,
};

const POLICIES = Object.keys(POLICY_LABELS) as (keyof Ticks)[];

const reloadPage = () => window.location.reload();

export interface PartnerCampaignPageProps {
  /** Reloads the page (the 重新整理 button of the failure dialog). */
  onReload?: () => void;
}

/**
 * The joint-promotion partner flow: check-qualified tells whether the member waits to accept the
 * campaign's terms (both ticks, else 哎呀！請同意條款 / 請詳閱並同意條款更動內容; a failed send shows
 * 失敗了 with the server's text and 重新整理) or is qualified, when the partner's frame opens.
 */
export function PartnerCampaignPage({ onReload = reloadPage }: PartnerCampaignPageProps) {
  const { key = '' } = useParams();
  const { status } = useUserStatus();
  const { showAlert } = useAlert();
  const queryClient = useQueryClient();
  const qualified = useQuery(activityQueries.qualified(key, status.id));
  useActivityFailure(qualified.error, qualified.errorUpdatedAt, CAMPAIGN_TEXTS.drawNotStarted);
  const [ticks, setTicks] = useState<Ticks>({ privacy_policy: false, transaction_policy: false });
  const [failure, setFailure] = useState<string | null>(null);

  const agree = useMutation({
    mutationFn: (input: AgreePolicyInput) => agreeCampaignPolicy(key, input),
    onSuccess: (answer) => queryClient.setQueryData(activityQueries.qualified(key, status.id).queryKey, answer),
    onError: (error) => setFailure(error instanceof ApiError ? error.message : MESSAGES.genericErrorText),
  });

  const onAgree = () => {
    const parsed = agreePolicySchema.safeParse({ agree_policy: ticks });
    if (!parsed.success) void showAlert(AGREE_POLICY_WARNING);
    else agree.mutate(parsed.data);
  };

  if (!qualified.isSuccess) return <PageLoading />;
  const answer = qualified.data;

  return (
    <Container maxWidth="md">
      <Stack spacing={3}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {ACTIVITY_TEXTS.qualifiedTitle}
        </Typography>
        {answer.isQualified ? (
          <>
            <Alert severity="success">{ACTIVITY_TEXTS.qualified}</Alert>
            <CampaignFrame campaignKey={key} />
          </>
        ) : answer.isWaitingAgree ? (
          <Paper variant="outlined" component="section" aria-label={ACTIVITY_TEXTS.agreeTitle} sx={{ p: 2.5 }}>
            <Typography component="h2" variant="h6">
              {ACTIVITY_TEXTS.agreeTitle}
            </Typography>
            <FormGroup sx={{ my: 1 }}>
              {POLICIES.map((policy) => (
                <FormControlLabel
                  key={policy}
                  label={POLICY_LABELS[policy]}
                  control={<Checkbox checked={ticks[policy]} onChange={(event) => setTicks((current) => ({ ...current, [policy]: event.target.checked }))} />}
                />
              ))}
            </FormGroup>
            <Button variant="contained" onClick={onAgree} disabled={agree.isPending} aria-busy={agree.isPending}>
              {ACTIVITY_TEXTS.agreeSubmit}
            </Button>
          </Paper>
        ) : (
          <Alert severity="info">{ACTIVITY_TEXTS.notQualified}</Alert>
        )}
      </Stack>
      <Dialog open={failure !== null} aria-labelledby="partner-agree-failed-title" maxWidth="xs" fullWidth>
        <DialogTitle id="partner-agree-failed-title">{CAMPAIGN_TEXTS.agreeFailedTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ whiteSpace: 'pre-line' }}>{failure}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={onReload} autoFocus>
            {CAMPAIGN_TEXTS.reload}
          </Button>
        </DialogActions>
      </Dialog>
    </Container>
  );
}
