import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAlert } from '../shared/AlertDialog';
import { PageLoading } from '../shared/PageLoading';
import { firstFailingStep, withNext } from './ladder';
import type { LadderLevel } from './ladder';
import { useUserStatus } from './session';

export interface RequireLevelProps {
  level: LadderLevel;
  children: ReactNode;
}

/**
 * Renders its children once the member holds the required level. Otherwise shows the alert of
 * the first level that fails and sends the member where it is completed, with next = this URL.
 */
export function RequireLevel({ level, children }: RequireLevelProps) {
  const { status, loading } = useUserStatus();
  const location = useLocation();
  const { showAlert } = useAlert();
  const failing = loading ? null : firstFailingStep(status, level);

  useEffect(() => {
    if (failing !== null) void showAlert({ title: failing.message });
  }, [failing, showAlert]);

  if (loading) return <PageLoading />;
  if (failing !== null) {
    const here = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate replace to={withNext(failing.path, here)} />;
  }
  return <>{children}</>;
}
