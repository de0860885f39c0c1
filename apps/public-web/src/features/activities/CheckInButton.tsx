import Button from '@mui/material/Button';
import { ACTIVITY_TEXTS, CAMPAIGN_TEXTS } from '@lendbridge/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../app/api';
import { useErrorHandler } from '../../app/useErrorHandler';
import { useAlert } from '../../shared/AlertDialog';
import { activityQueries, checkIn } from './activities.api';

/**
 * The click-dollar check-in (PUT): a visitor is told to sign in, a member is checked in for the
 * business day, a second time the same day shows 今天已看過. The member's chance is read again after.
 */
export function CheckInButton({ campaignKey }: { campaignKey: string }) {
  const { showAlert } = useAlert();
  const handleError = useErrorHandler();
  const queryClient = useQueryClient();
  const send = useMutation({
    mutationFn: () => checkIn(campaignKey),
    onSuccess: (answer) => {
      void showAlert({ title: answer.status === 'SUCCESS' ? ACTIVITY_TEXTS.checkInDone : ACTIVITY_TEXTS.checkInLogin });
    },
    onError: (failure) => {
      if (failure instanceof ApiError && failure.code === 'CHECK_IN_SEEN') void showAlert({ title: CAMPAIGN_TEXTS.checkInSeen });
      else handleError(failure);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...activityQueries.root, campaignKey] }),
  });
  return (
    <Button variant="contained" size="large" onClick={() => send.mutate()} disabled={send.isPending} aria-busy={send.isPending}>
      {ACTIVITY_TEXTS.checkInButton}
    </Button>
  );
}
