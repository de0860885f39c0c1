import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate, useParams } from 'react-router-dom';
import { ACTIVITY_TEXTS, CAMPAIGN_OVERVIEW_POLL_MS, CAMPAIGN_TEXTS, MESSAGES, missionMessageParts } from '@lendbridge/domain';
import type { ActivityMission, ActivityTask } from '@lendbridge/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../app/api';
import { useUserStatus } from '../../app/session';
import { useErrorHandler } from '../../app/useErrorHandler';
import { useAlert } from '../../shared/AlertDialog';
import { PageLoading } from '../../shared/PageLoading';
import { activityQueries, claimMission, spinTask, startMission } from './activities.api';
import { useActivityFailure } from './useActivityFailure';

function MissionText({ message, component = 'h3' }: { message: string; component?: 'h2' | 'h3' }) {
  const { title, body } = missionMessageParts(message);
  return (
    <Box>
      <Typography component={component} variant="subtitle1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {body !== '' && (
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
          {body}
        </Typography>
      )}
    </Box>
  );
}

function CountBox({ label, value }: { label: string; value: number }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1, textAlign: 'center' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" sx={{ fontWeight: 700 }} aria-label={label}>
        {value}
      </Typography>
    </Paper>
  );
}

interface TaskActionsProps {
  task: ActivityTask;
  onGo: (task: ActivityTask) => void;
  onClaim: (task: ActivityTask) => void;
  busy: boolean;
}

function TaskActions({ task, onGo, onClaim, busy }: TaskActionsProps) {
  const done = task.completed_at !== null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Chip size="small" color={done ? 'success' : 'default'} label={done ? ACTIVITY_TEXTS.completed : ACTIVITY_TEXTS.notCompleted} />
      {task.claimed_at === null && !done && (
        <Button variant="outlined" onClick={() => onGo(task)} disabled={busy}>
          {ACTIVITY_TEXTS.go}
        </Button>
      )}
      {task.claimed_at === null ? (
        <Button variant="contained" onClick={() => onClaim(task)} disabled={busy || !done} aria-busy={busy}>
          {busy ? ACTIVITY_TEXTS.claiming : ACTIVITY_TEXTS.claim}
        </Button>
      ) : (
        <Chip size="small" color="primary" label={ACTIVITY_TEXTS.claimed} />
      )}
    </Stack>
  );
}

/**
 * The new-year activity (roulette plus missions): the overview boxes, every mission, the member's
 * task with 前往 (started, then the mission's page) and 領取, and the completed tasks. The three reads
 * are asked again every CAMPAIGN_OVERVIEW_POLL_MS until each has answered; an activity that is over
 * alerts 哎呀！ / 這個活動結束了哦 and goes home.
 */
export function MissionsActivityPage() {
  const { key = '' } = useParams();
  const { status } = useUserStatus();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { showAlert } = useAlert();
  const handleError = useErrorHandler();
  const [everyGroup, setEveryGroup] = useState(false);
  const [failed, setFailed] = useState(false);
  const poll = everyGroup || failed ? false : CAMPAIGN_OVERVIEW_POLL_MS;

  const overview = useQuery({ ...activityQueries.overview(key, status.id), refetchInterval: poll });
  const task = useQuery({ ...activityQueries.task(key, status.id), refetchInterval: poll, enabled: overview.isSuccess });
  const completed = useQuery({ ...activityQueries.completed(key, status.id), refetchInterval: poll, enabled: overview.isSuccess });
  const error = overview.error ?? task.error ?? completed.error;
  useActivityFailure(error, overview.errorUpdatedAt + task.errorUpdatedAt + completed.errorUpdatedAt, CAMPAIGN_TEXTS.drawNotStarted);

  useEffect(() => {
    if (overview.isSuccess && task.isSuccess && completed.isSuccess) setEveryGroup(true);
  }, [overview.isSuccess, task.isSuccess, completed.isSuccess]);
  useEffect(() => {
    if (error !== null) setFailed(true);
  }, [error]);

  const reload = () => queryClient.invalidateQueries({ queryKey: [...activityQueries.root, key] });

  const spin = useMutation({
    mutationFn: () => spinTask(key),
    onSuccess: (answer) => {
      if (answer.code === -1) void showAlert({ title: answer.message ?? ACTIVITY_TEXTS.allMissionsDrawn });
      void reload();
    },
    onError: (failure) => handleError(failure),
  });

  const go = useMutation({
    mutationFn: (target: ActivityTask) => startMission(key, target.id).then(() => target),
    onSuccess: (target) => navigate(target.target_path),
    onError: (failure) => handleError(failure),
  });

  const claim = useMutation({
    mutationFn: (target: ActivityTask) => claimMission(key, target.id),
    onSuccess: (answer) => {
      const text = answer.granted ? `${ACTIVITY_TEXTS.ticketsGranted(answer.tickets)}\n${answer.message}` : answer.message;
      void showAlert({ title: CAMPAIGN_TEXTS.claimSucceeded, text });
      void reload();
    },
    onError: (failure) => {
      void showAlert({ title: CAMPAIGN_TEXTS.claimFailed, text: failure instanceof ApiError ? failure.message : MESSAGES.genericErrorText });
      void reload();
    },
  });

  if (!overview.isSuccess) return <PageLoading />;
  const busy = spin.isPending || go.isPending || claim.isPending;
  const current = task.data ?? null;

  return (
    <Container maxWidth="md">
      <Stack spacing={3}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {ACTIVITY_TEXTS.missionsTitle}
        </Typography>
        <Stack direction="row" spacing={2}>
          <CountBox label={ACTIVITY_TEXTS.allMissionCount} value={overview.data.all_mission_count} />
          <CountBox label={ACTIVITY_TEXTS.ticketCount} value={overview.data.ticket_count} />
        </Stack>

        <Paper variant="outlined" component="section" aria-label={ACTIVITY_TEXTS.currentTask} sx={{ p: 2.5 }}>
          <Typography component="h2" variant="h6" sx={{ mb: 1.5 }}>
            {ACTIVITY_TEXTS.currentTask}
          </Typography>
          {!task.isSuccess ? (
            <PageLoading />
          ) : current === null ? (
            <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
              <Typography color="text.secondary">{ACTIVITY_TEXTS.noTask}</Typography>
              <Button variant="contained" onClick={() => spin.mutate()} disabled={busy} aria-busy={spin.isPending}>
                {spin.isPending ? ACTIVITY_TEXTS.drawingTask : ACTIVITY_TEXTS.drawTask}
              </Button>
            </Stack>
          ) : (
            <Stack spacing={1.5}>
              <MissionText message={current.message} />
              <TaskActions task={current} busy={busy} onGo={(target) => go.mutate(target)} onClaim={(target) => claim.mutate(target)} />
            </Stack>
          )}
        </Paper>

        <Box component="section" aria-label={ACTIVITY_TEXTS.completedMissions}>
          <Typography component="h2" variant="h6" sx={{ mb: 1.5 }}>
            {ACTIVITY_TEXTS.completedMissions}
          </Typography>
          {completed.isSuccess && completed.data.length === 0 && <Typography color="text.secondary">{ACTIVITY_TEXTS.noCompletedMissions}</Typography>}
          <Stack spacing={1.5}>
            {(completed.data ?? []).map((done) => (
              <Paper key={done.id} variant="outlined" sx={{ p: 2 }}>
                <Stack spacing={1}>
                  <MissionText message={done.message} />
                  <TaskActions task={done} busy={busy} onGo={(target) => go.mutate(target)} onClaim={(target) => claim.mutate(target)} />
                </Stack>
              </Paper>
            ))}
          </Stack>
        </Box>

        <Box component="section" aria-label={ACTIVITY_TEXTS.missionList}>
          <Typography component="h2" variant="h6" sx={{ mb: 1.5 }}>
            {ACTIVITY_TEXTS.missionList}
          </Typography>
          <Stack spacing={1.5}>
            {overview.data.missions.map((mission: ActivityMission) => (
              <Paper key={mission.id} variant="outlined" sx={{ p: 2 }}>
                <MissionText message={mission.message} />
              </Paper>
            ))}
          </Stack>
        </Box>
      </Stack>
    </Container>
  );
}
