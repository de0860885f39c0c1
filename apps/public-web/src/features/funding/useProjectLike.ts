import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FUNDING_TEXTS } from '@lendbridge/domain';
import { ApiError } from '../../app/api';
import { useUserStatus } from '../../app/session';
import { useAlert } from '../../shared/AlertDialog';
import { fundingQueries, toggleFundingLike } from './funding.api';

export interface LikeState {
  liked: boolean;
  likes: number;
}

/**
 * A project's like (spec 4): the flag and count change at once, the server is asked, and on a
 * refusal both go back with 無法收藏或取消此專案 and the server's words. A visitor is asked to
 * sign in instead (loginPrompt). A click while one is on its way is ignored.
 */
export function useProjectLike(serial: string, liked: boolean, likes: number) {
  const { status } = useUserStatus();
  const { showAlert } = useAlert();
  const queryClient = useQueryClient();
  const [state, setState] = useState<LikeState>({ liked, likes });
  const [loginPrompt, setLoginPrompt] = useState(false);
  const busy = useRef(false);

  useEffect(() => {
    if (!busy.current) setState({ liked, likes });
  }, [liked, likes]);

  const toggle = useCallback(async () => {
    if (!status.loggedIn) {
      setLoginPrompt(true);
      return;
    }
    if (busy.current) return;
    busy.current = true;
    const before = state;
    setState({ liked: !before.liked, likes: Math.max(0, before.likes + (before.liked ? -1 : 1)) });
    try {
      const answer = await toggleFundingLike(serial);
      setState({ liked: answer.liked, likes: answer.likes });
      void queryClient.invalidateQueries({ queryKey: fundingQueries.root });
    } catch (error) {
      setState(before);
      void showAlert({ title: FUNDING_TEXTS.likeFailed, text: error instanceof ApiError ? error.message : undefined });
    } finally {
      busy.current = false;
    }
  }, [queryClient, serial, showAlert, state, status.loggedIn]);

  return { ...state, toggle, loginPrompt, closeLoginPrompt: () => setLoginPrompt(false) };
}
