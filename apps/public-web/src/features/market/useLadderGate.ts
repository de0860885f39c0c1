import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { firstFailingStep, withNext } from '../../app/ladder';
import type { LadderLevel } from '../../app/ladder';
import { useUserStatus } from '../../app/session';
import { useAlert } from '../../shared/AlertDialog';

/**
 * Checks the member ladder up to a level before an action: true when it holds; otherwise shows
 * the failing level's alert and sends the member to complete it, coming back here (next).
 */
export function useLadderGate(): (level: LadderLevel) => boolean {
  const { status } = useUserStatus();
  const { showAlert } = useAlert();
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}${location.hash}`;

  return useCallback(
    (level: LadderLevel) => {
      const failing = firstFailingStep(status, level);
      if (failing === null) return true;
      void showAlert({ title: failing.message });
      navigate(withNext(failing.path, here));
      return false;
    },
    [status, showAlert, navigate, here],
  );
}
