import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useErrorHandlerRef } from '../../app/useErrorHandler';
import { PageLoading } from '../../shared/PageLoading';
import { createApplication } from './loanApplication.api';
import { wizardAppType } from './wizard';
import type { WizardAppType } from './wizard';

export const START_PATH = '/loan-application/start';

/** /loan-application/create-pawnshop: the pawn application's entry. */
export const CREATE_PAWNSHOP_SEGMENT = 'create-pawnshop';
export const CREATE_PAWNSHOP_PATH = `/loan-application/${CREATE_PAWNSHOP_SEGMENT}`;

/** The start page creating a new draft of a type (?type=pawn_project). */
export const startUrl = (appType: WizardAppType): string => `${START_PATH}?type=${encodeURIComponent(appType)}`;

export const applicationUrl = (serial: string): string => `/loan-application/${encodeURIComponent(serial)}`;

export const resumeUrl = (serial: string): string => `${START_PATH}?serial=${encodeURIComponent(serial)}`;

/**
 * /loan-application/start: with ?serial= the draft is resumed; otherwise a new draft (of ?type=,
 * credit unless pawn_project) is created and its serial added to the URL. Either way the wizard
 * opens on the draft.
 */
export function LoanApplicationStartPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const handleErrorRef = useErrorHandlerRef();
  const creating = useRef(false);
  const serial = params.get('serial') ?? '';
  const appType = wizardAppType(params.get('type'));

  useEffect(() => {
    if (serial !== '') {
      navigate(applicationUrl(serial), { replace: true });
      return;
    }
    if (creating.current) return;
    creating.current = true;
    createApplication(appType)
      .then((created) => navigate(resumeUrl(created), { replace: true }))
      .catch((error: unknown) => handleErrorRef.current(error))
      .finally(() => {
        creating.current = false;
      });
  }, [serial, appType, navigate, handleErrorRef]);

  return <PageLoading />;
}
