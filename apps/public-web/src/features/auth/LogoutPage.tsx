import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useUserStatus } from '../../app/session';
import { useErrorHandler } from '../../app/useErrorHandler';
import { PageLoading } from '../../shared/PageLoading';
import { logout } from './auth.api';

/** POST /api/auth/logout, then home. */
export function LogoutPage() {
  const { setStatus } = useUserStatus();
  const navigate = useNavigate();
  const handleError = useErrorHandler();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    logout()
      .then((result) => {
        setStatus(result);
        navigate('/', { replace: true });
      })
      .catch((error: unknown) => {
        handleError(error);
        navigate('/', { replace: true });
      });
  }, [setStatus, navigate, handleError]);

  return <PageLoading />;
}
