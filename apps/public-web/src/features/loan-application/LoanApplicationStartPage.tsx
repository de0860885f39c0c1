import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useErrorHandlerRef } from '../../app/useErrorHandler';
import { PageLoading } from '../../shared/PageLoading';
import { createApplication } from './loanApplication.api';
import { APP_TYPE } from './wizard';

export const START_PATH = '/loan-application/start';

export const applicationUrl = (serial: string): string => `/loan-application/${encodeURIComponent(serial)}`;

export const resumeUrl = (serial: string): string => `${START_PATH}?serial=${encodeURIComponent(serial)}`;

/**
 * /loan-application/start: with ?serial= the draft is resumed; otherwise a new draft is created
 * and its serial added to the URL. Either way the wizard opens on the draft.
 */
export function LoanApplicationStartPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const handleErrorRef = useErrorHandlerRef();
  const creating = useRef(false);
  const serial = params.get('serial') ?? '';

  useEffect(() => {
    if (serial !== '') {
      navigate(applicationUrl(serial), { replace: true });
      return;
    }
    if (creating.current) return;
    creating.current = true;
    createApplication(APP_TYPE)
      .then((created) => navigate(resumeUrl(created), { replace: true }))
      .catch((error: unknown) => handleErrorRef.current(error))
      .finally(() => {
        creating.current = false;
      });
  }, [serial, navigate, handleErrorRef]);

  return <PageLoading />;
}
