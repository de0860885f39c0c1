import { useCallback, useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { AUTOSAVE_DEBOUNCE_MS } from '@lendbridge/domain';
import { ApiError } from '../../app/api';
import type { FieldErrors } from '../../app/api';
import { ladderStepForError } from '../../app/ladder';
import { saveAttachments, updateApplication } from './loanApplication.api';
import { changedFields, draftPatch, hasChanges } from './wizard';
import type { Block, WizardAppType, WizardValues } from './wizard';

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

export interface DraftAutosaveOptions {
  serial: string;
  /** The draft's flow (its type is sent with each save); credit until the draft is loaded. */
  appType?: WizardAppType;
  getValues: () => WizardValues;
  /** The current step index; sent (1-based) with each save. */
  stepRef: RefObject<number>;
  /** Field messages of changed fields that cannot be saved yet. */
  onFieldErrors: (errors: FieldErrors) => void;
  /** The draft can no longer be edited (submitted, or gone). */
  onNotEditable: () => void;
  /** Any other failure that needs the member's attention (signed out, level missing). */
  onError: (error: unknown) => void;
}

export interface DraftAutosave {
  state: SaveState;
  /** Changes not yet saved. */
  unsaved: boolean;
  /** Remembers what the draft holds now (after loading it). */
  markSaved: (values: WizardValues, step: number) => void;
  /** A field changed: save AUTOSAVE_DEBOUNCE_MS after the last change. */
  schedule: () => void;
  /** Save now (moves between steps, submit); answers whether the draft is saved. */
  flush: () => Promise<boolean>;
}

const clone = (values: WizardValues): WizardValues => JSON.parse(JSON.stringify(values)) as WizardValues;

export const isNotEditableError = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 404 || error.code === 'NOT_EDITABLE');

/**
 * Autosave of a draft application: 1.5 s after the last change, only the changed fields (those
 * that pass their own rule) and the current step are sent; changed documents are set by kind.
 */
export function useDraftAutosave({
  serial,
  appType = 'credit',
  getValues,
  stepRef,
  onFieldErrors,
  onNotEditable,
  onError,
}: DraftAutosaveOptions): DraftAutosave {
  const [state, setState] = useState<SaveState>('idle');
  const [unsaved, setUnsaved] = useState(false);
  const savedRef = useRef<WizardValues | null>(null);
  const savedStepRef = useRef(0);
  const timerRef = useRef<number | null>(null);
  const queueRef = useRef<Promise<boolean>>(Promise.resolve(true));
  const callbacks = useRef({ onFieldErrors, onNotEditable, onError });

  useEffect(() => {
    callbacks.current = { onFieldErrors, onNotEditable, onError };
  }, [onFieldErrors, onNotEditable, onError]);

  const clearTimer = () => {
    if (timerRef.current !== null) window.clearTimeout(timerRef.current);
    timerRef.current = null;
  };

  useEffect(() => clearTimer, []);

  const markSaved = useCallback((values: WizardValues, step: number) => {
    savedRef.current = clone(values);
    savedStepRef.current = step;
    setUnsaved(false);
  }, []);

  const saveNow = useCallback(async (): Promise<boolean> => {
    const saved = savedRef.current;
    if (saved === null) return false;
    const values = clone(getValues());
    const step = stepRef.current;
    const changes = changedFields(values, saved);
    const { patch, invalid } = draftPatch(changes, appType);
    if (Object.keys(invalid).length > 0) callbacks.current.onFieldErrors(invalid);
    const sendsFields = patch.application !== undefined || patch.profile !== undefined || patch.alumni !== undefined;
    const sendsAttachments = Object.keys(changes.attachments).length > 0;
    if (!sendsFields && !sendsAttachments && step === savedStepRef.current) {
      setUnsaved(Object.keys(invalid).length > 0);
      return Object.keys(invalid).length === 0;
    }
    setState('saving');
    try {
      if (sendsFields || step !== savedStepRef.current) await updateApplication(serial, { ...patch, step: step + 1 });
      if (sendsAttachments) await saveAttachments(serial, changes.attachments);
      const next = clone(saved);
      const keep = (block: Block, keys: readonly string[]) => {
        const target = next[block] as unknown as Record<string, unknown>;
        const source = values[block] as unknown as Record<string, unknown>;
        for (const key of keys) target[key] = source[key];
      };
      keep('application', Object.keys(patch.application ?? {}));
      keep('profile', Object.keys(patch.profile ?? {}));
      keep('attachments', Object.keys(changes.attachments));
      keep('alumni', Object.keys(patch.alumni ?? {}));
      savedRef.current = next;
      savedStepRef.current = step;
      setState('saved');
      const pending = hasChanges(changedFields(getValues(), next));
      setUnsaved(pending || timerRef.current !== null);
      return Object.keys(invalid).length === 0;
    } catch (error) {
      setState('failed');
      if (isNotEditableError(error)) callbacks.current.onNotEditable();
      else if (error instanceof ApiError && Object.keys(error.errors).length > 0 && ladderStepForError(error) === null) {
        callbacks.current.onFieldErrors(error.errors);
      } else if (ladderStepForError(error) !== null) callbacks.current.onError(error);
      return false;
    }
  }, [serial, appType, getValues, stepRef]);

  const flush = useCallback((): Promise<boolean> => {
    clearTimer();
    queueRef.current = queueRef.current.then(saveNow, saveNow);
    return queueRef.current;
  }, [saveNow]);

  const schedule = useCallback(() => {
    clearTimer();
    setUnsaved(true);
    timerRef.current = window.setTimeout(() => {
      timerRef.current = null;
      void flush();
    }, AUTOSAVE_DEBOUNCE_MS);
  }, [flush]);

  return { state, unsaved, markSaved, schedule, flush };
}
