import { useCallback, useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { MESSAGES } from '@lendbridge/domain';
import { useAlert } from '../shared/AlertDialog';
import { ApiError, isAbortError } from './api';
import type { FieldErrors } from './api';
import { ladderStepForError, withNext } from './ladder';
import { useUserStatus } from './session';

export interface ErrorHandlingOptions {
  /** Puts field errors on the form; answers the messages no field shows. */
  onFieldErrors?: (errors: FieldErrors) => string[];
  /** Runs before a ladder redirect (a form releases its leave-page guard). */
  beforeRedirect?: () => void;
}

export type ErrorHandler = (error: unknown, options?: ErrorHandlingOptions) => void;

/**
 * One handling for failed calls: cancelled calls are ignored; 401 and the ladder's 403 codes
 * alert and redirect like RequireLevel; field errors go under their fields; anything else is
 * the generic 哎呀！ dialog with the server's text.
 */
export function useErrorHandler(): ErrorHandler {
  const { showAlert } = useAlert();
  const { refresh } = useUserStatus();
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}${location.hash}`;

  return useCallback(
    (error: unknown, options: ErrorHandlingOptions = {}) => {
      if (isAbortError(error)) return;
      const step = ladderStepForError(error);
      if (step !== null) {
        void showAlert({ title: step.message });
        options.beforeRedirect?.();
        navigate(withNext(step.path, here), { replace: true });
        refresh().catch(() => undefined);
        return;
      }
      if (error instanceof ApiError && options.onFieldErrors !== undefined && Object.keys(error.errors).length > 0) {
        const unmatched = options.onFieldErrors(error.errors);
        if (unmatched.length > 0) {
          void showAlert({ title: MESSAGES.genericErrorTitle, text: unmatched.join('\n') });
        }
        return;
      }
      const text = error instanceof ApiError ? error.message : MESSAGES.genericErrorText;
      void showAlert({ title: MESSAGES.genericErrorTitle, text });
    },
    [showAlert, refresh, navigate, here],
  );
}

/**
 * The error handler behind a ref, for loading effects that should not start again when the
 * handler changes (it changes with the location).
 */
export function useErrorHandlerRef(): RefObject<ErrorHandler> {
  const handleError = useErrorHandler();
  const handleErrorRef = useRef(handleError);

  useEffect(() => {
    handleErrorRef.current = handleError;
  }, [handleError]);

  return handleErrorRef;
}
