import { MESSAGES, isSafeNextPath } from '@lendbridge/domain';
import { ApiError } from './api';
import type { UserStatus } from './session';

/** Levels a route can require, lowest first. */
export const LADDER_LEVELS = ['login', 'member', 'full', 'questionnaire'] as const;
export type LadderLevel = (typeof LADDER_LEVELS)[number];

export interface LadderStep {
  level: LadderLevel;
  /** The API's refusal code for this level. */
  code: string;
  /** The alert shown when the level does not hold. */
  message: string;
  /** Where the member completes the level. */
  path: string;
  holds: (status: UserStatus) => boolean;
}

export const LADDER: readonly LadderStep[] = [
  {
    level: 'login',
    code: 'UNAUTHENTICATED',
    message: MESSAGES.notLoggedIn,
    path: '/auth/login',
    holds: (status) => status.loggedIn,
  },
  {
    level: 'member',
    code: 'NOT_MEMBER',
    message: MESSAGES.notMember,
    path: '/member/basic',
    holds: (status) => status.isMember,
  },
  {
    level: 'full',
    code: 'NOT_MEMBER_FULL',
    message: MESSAGES.notMemberFull,
    path: '/member/register',
    holds: (status) => status.isMemberFull,
  },
  {
    level: 'questionnaire',
    code: 'QUESTIONNAIRE_INCOMPLETE',
    message: MESSAGES.questionnaireIncomplete,
    path: '/member/risk-questionnaire',
    holds: (status) => status.isMemberCompletedQuestionnaire,
  },
];

/**
 * Checks the ladder in order (signed in, member, full member, questionnaire) up to the required
 * level and answers the first step that does not hold, or null.
 */
export const firstFailingStep = (status: UserStatus, required: LadderLevel): LadderStep | null => {
  for (const step of LADDER) {
    if (!step.holds(status)) return step;
    if (step.level === required) return null;
  }
  return null;
};

/**
 * The ladder step an API refusal stands for: 401 UNAUTHENTICATED, or 403 NOT_MEMBER,
 * NOT_MEMBER_FULL or QUESTIONNAIRE_INCOMPLETE. Other 401s (a wrong password) are not.
 */
export const ladderStepForError = (error: unknown): LadderStep | null => {
  if (!(error instanceof ApiError) || (error.status !== 401 && error.status !== 403)) return null;
  const step = LADDER.find((candidate) => candidate.code === error.code);
  if (step === undefined) return null;
  return (step.level === 'login') === (error.status === 401) ? step : null;
};

/** A path with ?next= (the next parameter is left out when there is none). */
export const withNext = (path: string, next: string | null | undefined): string =>
  next === null || next === undefined || next === '' ? path : `${path}?next=${encodeURIComponent(next)}`;

/** A next parameter is followed only when it is a path on this site. */
export const safeNext = (next: string | null | undefined): string | null =>
  typeof next === 'string' && next !== '' && isSafeNextPath(next) ? next : null;

const pathOf = (url: string): string => url.split(/[?#]/)[0] ?? url;

/**
 * Where a registration step continues: the following step, carrying next along; when next
 * already points at that step, next itself (so the chain does not nest).
 */
export const continueTo = (stepPath: string, next: string | null): string =>
  next !== null && pathOf(next) === stepPath ? next : withNext(stepPath, next);
