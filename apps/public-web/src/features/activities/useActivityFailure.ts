import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { CAMPAIGN_TEXTS } from '@lendbridge/domain';
import { ApiError } from '../../app/api';
import { useErrorHandlerRef } from '../../app/useErrorHandler';
import { useAlert } from '../../shared/AlertDialog';

/** The text under 活動尚未開始 on each page: 可...可惡... on the flip cards, 敬請期待～ elsewhere. */
export type NotStartedText = typeof CAMPAIGN_TEXTS.flipCardsNotStarted | typeof CAMPAIGN_TEXTS.drawNotStarted;

export const isCampaignMissing = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 404;

/** The alert of a campaign that is not live: 活動尚未開始 with the page's text, or 哎呀！ / 這個活動結束了哦. */
export const notLiveAlert = (error: ApiError, notStarted: NotStartedText) =>
  error.code === 'CAMPAIGN_NOT_STARTED'
    ? { title: CAMPAIGN_TEXTS.notStartedTitle, text: notStarted }
    : { title: CAMPAIGN_TEXTS.endedTitle, text: CAMPAIGN_TEXTS.ended };

/**
 * Reports a failed read of an activity page once: a campaign that is not live (404) alerts and, when
 * `homeOn404`, goes home; anything else goes to the app's error handling (ladder redirects, 哎呀！).
 */
export function useActivityFailure(error: Error | null, errorUpdatedAt: number, notStarted: NotStartedText, { homeOn404 = true } = {}): void {
  const { showAlert } = useAlert();
  const navigate = useNavigate();
  const handleErrorRef = useErrorHandlerRef();

  useEffect(() => {
    if (error === null) return;
    if (isCampaignMissing(error)) {
      void showAlert(notLiveAlert(error, notStarted));
      if (homeOn404) navigate('/', { replace: true });
      return;
    }
    handleErrorRef.current(error);
  }, [error, errorUpdatedAt, notStarted, homeOn404, showAlert, navigate, handleErrorRef]);
}
