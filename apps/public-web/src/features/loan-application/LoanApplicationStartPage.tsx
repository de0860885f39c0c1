import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { loanAppTypesFor } from '@lendbridge/domain';
import type { LoanAppType, MemberType } from '@lendbridge/domain';
import { useUserStatus } from '../../app/session';
import { useErrorHandlerRef } from '../../app/useErrorHandler';
import { PageLoading } from '../../shared/PageLoading';
import { freshData, useReportedQuery } from '../../shared/useReportedQuery';
import { createApplication, loanApplicationQueries } from './loanApplication.api';

export const START_PATH = '/loan-application/start';

/** /loan-application/create-pawnshop: the pawn application's entry. */
export const CREATE_PAWNSHOP_SEGMENT = 'create-pawnshop';
export const CREATE_PAWNSHOP_PATH = `/loan-application/${CREATE_PAWNSHOP_SEGMENT}`;

/** /student-loan: the student application's entry. */
export const STUDENT_LOAN_PATH = '/student-loan';

/** /loan-application/create: the choice of an application type. */
export const CREATE_PATH = '/loan-application/create';

/** The start page creating a new draft of a type (?type=pawn_project). */
export const startUrl = (appType: LoanAppType): string => `${START_PATH}?type=${encodeURIComponent(appType)}`;

/**
 * The type of a new draft: ?type= when the member may open it, otherwise the first type the member
 * may open (credit for persons, the corporate form for companies).
 */
export const startAppType = (requested: string | null, memberType: MemberType | null): LoanAppType => {
  const allowed = loanAppTypesFor(memberType ?? 'person');
  return allowed.find((type) => type === requested) ?? allowed[0] ?? 'credit';
};

/** Where a type's application starts: student and pawn loans have their own entries. */
export const entryUrl = (appType: LoanAppType): string => {
  if (appType === 'student') return STUDENT_LOAN_PATH;
  if (appType === 'pawn_project') return CREATE_PAWNSHOP_PATH;
  return startUrl(appType);
};

export const applicationUrl = (serial: string): string => `/loan-application/${encodeURIComponent(serial)}`;

export const resumeUrl = (serial: string): string => `${START_PATH}?serial=${encodeURIComponent(serial)}`;

/**
 * /loan-application/start: with ?serial= the draft is resumed; otherwise a new draft (of ?type= when
 * the member may open it, else credit, or the corporate form for a company) is created and its
 * serial added to the URL. Either way the application page opens on the draft.
 */
export function LoanApplicationStartPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const handleErrorRef = useErrorHandlerRef();
  const creating = useRef(false);
  const { status } = useUserStatus();
  const serial = params.get('serial') ?? '';
  const appType = startAppType(params.get('type'), status.memberType);

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

/**
 * /student-loan: ?serial= resumes that draft; otherwise the member's newest student draft still being
 * filled in is resumed, and only when there is none a new student draft is created (on the start page).
 */
export function StudentLoanPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const serial = params.get('serial') ?? '';
  const applications = freshData(useReportedQuery({ ...loanApplicationQueries.list(), enabled: serial === '' }));

  useEffect(() => {
    if (serial !== '') {
      navigate(applicationUrl(serial), { replace: true });
      return;
    }
    if (applications === undefined) return;
    const open = applications.find(({ application }) => application.app_type === 'student' && application.status === 'prepare');
    navigate(open === undefined ? startUrl('student') : applicationUrl(open.application.serial), { replace: true });
  }, [serial, applications, navigate]);

  return <PageLoading />;
}
