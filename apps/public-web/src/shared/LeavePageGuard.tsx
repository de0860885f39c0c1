import { useCallback, useEffect, useRef } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import { useBlocker } from 'react-router-dom';
import type { Blocker } from 'react-router-dom';
import { MESSAGES } from '@lendbridge/domain';

export interface LeaveConfirm {
  blocker: Blocker;
  /** Lets the next navigation through (call it right before leaving after a successful send). */
  release: () => void;
}

/**
 * While dirty (a form holds unsent changes), closing or reloading the tab asks the browser's
 * confirmation and in-app navigation waits for the member's answer to 您的資料尚未送出，您確定要離開嗎？
 */
export function useLeaveConfirm(dirty: boolean): LeaveConfirm {
  const dirtyRef = useRef(dirty);
  const releasedRef = useRef(false);

  useEffect(() => {
    dirtyRef.current = dirty;
    releasedRef.current = false;
  }, [dirty]);

  const shouldBlock = useCallback(
    ({ currentLocation, nextLocation }: { currentLocation: { pathname: string; search: string }; nextLocation: { pathname: string; search: string } }) =>
      dirtyRef.current &&
      !releasedRef.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (releasedRef.current) return;
      event.preventDefault();
      event.returnValue = MESSAGES.leavePage;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const release = useCallback(() => {
    releasedRef.current = true;
  }, []);

  return { blocker, release };
}

export function LeaveConfirmDialog({ confirm }: { confirm: LeaveConfirm }) {
  const { blocker } = confirm;
  const open = blocker.state === 'blocked';
  return (
    <Dialog open={open} onClose={() => blocker.reset?.()} aria-labelledby="leave-page-title" maxWidth="xs" fullWidth>
      <DialogTitle id="leave-page-title">{MESSAGES.leavePage}</DialogTitle>
      <DialogActions>
        <Button onClick={() => blocker.reset?.()}>留在此頁</Button>
        <Button variant="contained" onClick={() => blocker.proceed?.()}>
          確定離開
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The leave-page confirmation for a form that does not need release(). */
export function LeavePageGuard({ dirty }: { dirty: boolean }) {
  const confirm = useLeaveConfirm(dirty);
  return <LeaveConfirmDialog confirm={confirm} />;
}
