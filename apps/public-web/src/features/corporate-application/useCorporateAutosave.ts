import { useCallback, useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { CORPORATE_AUTOSAVE_MS, MESSAGES } from '@lendbridge/domain';
import { ApiError, getCsrfToken, loadCsrfToken } from '../../app/api';
import type { FieldErrors } from '../../app/api';
import { ladderStepForError } from '../../app/ladder';
import { useAlert } from '../../shared/AlertDialog';
import { updateApplication } from '../loan-application/loanApplication.api';
import type { LoanApplicationUpdate } from '../loan-application/loanApplication.api';
import { isNotEditableError } from '../loan-application/useDraftAutosave';
import { saveOnUnload } from './corporateApplication.api';
import { CORPORATE_APP_TYPE, cloneValues, corporateChanges, corporatePatch, markSent } from './corporateForm';
import type { CorporateValues, SavedBlock } from './corporateForm';

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/** What a save did: ok when nothing was refused; changed fields held back are listed. */
export interface SaveResult {
  ok: boolean;
  /** Changed fields that fail their own rule (not sent). */
  invalid: FieldErrors;
  /** The failure of the call, if it failed. */
  error?: unknown;
}

export interface CorporateAutosaveOptions {
  serial: string;
  /** What the draft holds when the form opens (values and the 0-based step). */
  initialValues: CorporateValues;
  initialStep: number;
  getValues: () => CorporateValues;
  /** The current step (0-based); sent 1-based when it changed. */
  stepRef: RefObject<number>;
  /** True once the form is done with (submitted, or not editable): nothing more is saved. */
  doneRef: RefObject<boolean>;
  /** Field messages: changed fields that cannot be saved yet, or the server's answer. */
  onFieldErrors: (errors: FieldErrors) => void;
  /** The draft can no longer be edited (submitted, or gone). */
  onNotEditable: () => void;
  /** A signed-out or level refusal (the app's error handler redirects). */
  onError: (error: unknown) => void;
}

export interface CorporateAutosave {
  state: SaveState;
  /** Saves the changes now (submit); reports problems through the callbacks. */
  flush: () => Promise<SaveResult>;
}

interface PendingSave {
  /** The values the save was built on. */
  values: CorporateValues;
  update: LoanApplicationUpdate;
  sent: Record<SavedBlock, string[]>;
  step: number;
  invalid: FieldErrors;
}

/** Whether a save has anything to send besides app_type. */
const sends = (pending: PendingSave): boolean => Object.keys(pending.update).length > 1;

/**
 * The corporate form's autosave: every CORPORATE_AUTOSAVE_MS and when the page is left (route
 * change or unmount through the API client, closing or hiding the tab through a keepalive
 * request), only when something changed since the last save, with only the changed fields.
 * Leaving the page tells the member 您的資料已暫存.
 */
export function useCorporateAutosave({
  serial,
  initialValues,
  initialStep,
  getValues,
  stepRef,
  doneRef,
  onFieldErrors,
  onNotEditable,
  onError,
}: CorporateAutosaveOptions): CorporateAutosave {
  const { showAlert } = useAlert();
  const [state, setState] = useState<SaveState>('idle');
  const savedRef = useRef<CorporateValues>(cloneValues(initialValues));
  const savedStepRef = useRef(initialStep);
  const stoppedRef = useRef(false);
  const mountedRef = useRef(false);
  const queueRef = useRef<Promise<SaveResult>>(Promise.resolve({ ok: true, invalid: {} }));
  const callbacks = useRef({ onFieldErrors, onNotEditable, onError, getValues });

  useEffect(() => {
    callbacks.current = { onFieldErrors, onNotEditable, onError, getValues };
  }, [onFieldErrors, onNotEditable, onError, getValues]);

  /** The save the current values call for: the changed fields and the step, if it moved. */
  const pendingSave = useCallback((): PendingSave => {
    const values = cloneValues(callbacks.current.getValues());
    const step = stepRef.current;
    const { patch, sent, invalid } = corporatePatch(corporateChanges(values, savedRef.current));
    const update: LoanApplicationUpdate = {
      ...(patch ?? { app_type: CORPORATE_APP_TYPE }),
      ...(step !== savedStepRef.current ? { step: step + 1 } : {}),
    };
    return { values, update, sent, step, invalid };
  }, [stepRef]);

  /** Marks what a save sent as saved (from the values it was built on). */
  const commit = useCallback((pending: PendingSave) => {
    savedRef.current = markSent(savedRef.current, pending.values, pending.sent);
    savedStepRef.current = pending.step;
  }, []);

  const saveNow = useCallback(async (): Promise<SaveResult> => {
    const pending = pendingSave();
    const ok = Object.keys(pending.invalid).length === 0;
    if (!sends(pending)) return { ok, invalid: pending.invalid };
    setState('saving');
    try {
      await updateApplication(serial, pending.update);
      commit(pending);
      setState('saved');
      return { ok, invalid: pending.invalid };
    } catch (error) {
      setState('failed');
      return { ok: false, invalid: pending.invalid, error };
    }
  }, [serial, pendingSave, commit]);

  const report = useCallback((result: SaveResult) => {
    const { onFieldErrors: fieldErrors, onNotEditable: notEditable, onError: failed } = callbacks.current;
    if (Object.keys(result.invalid).length > 0) fieldErrors(result.invalid);
    const { error } = result;
    if (error === undefined) return;
    if (isNotEditableError(error)) {
      stoppedRef.current = true;
      notEditable();
    } else if (ladderStepForError(error) !== null) {
      stoppedRef.current = true;
      failed(error);
    } else if (error instanceof ApiError && Object.keys(error.errors).length > 0) fieldErrors(error.errors);
  }, []);

  const enqueue = useCallback((): Promise<SaveResult> => {
    queueRef.current = queueRef.current.then(saveNow, saveNow);
    return queueRef.current;
  }, [saveNow]);

  const flush = useCallback(async (): Promise<SaveResult> => {
    const result = await enqueue();
    report(result);
    return result;
  }, [enqueue, report]);

  const stopped = useCallback((): boolean => stoppedRef.current || doneRef.current, [doneRef]);

  useEffect(() => {
    if (getCsrfToken() === null) loadCsrfToken().catch(() => undefined);
  }, []);

  useEffect(() => {
    const timer = window.setInterval(() => {
      if (!stopped()) void flush();
    }, CORPORATE_AUTOSAVE_MS);
    return () => window.clearInterval(timer);
  }, [flush, stopped]);

  useEffect(() => {
    const onPageHide = () => {
      if (stopped()) return;
      const pending = pendingSave();
      if (!sends(pending)) return;
      saveOnUnload(serial, pending.update);
      commit(pending);
    };
    window.addEventListener('beforeunload', onPageHide);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('beforeunload', onPageHide);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [serial, pendingSave, commit, stopped]);

  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
      void Promise.resolve().then(async () => {
        if (mountedRef.current || stopped()) return;
        stoppedRef.current = true;
        const result = await enqueue();
        if (result.error === undefined) void showAlert({ title: MESSAGES.draftSavedTemporarily });
        else void showAlert({ title: MESSAGES.genericErrorTitle, text: MESSAGES.saveFailed });
      });
    };
  }, [enqueue, showAlert, stopped]);

  return { state, flush };
}
