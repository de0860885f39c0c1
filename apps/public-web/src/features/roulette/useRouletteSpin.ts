import { useCallback, useEffect, useRef, useState } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import { CAMPAIGN_TEXTS, ROULETTE_RESULT_DELAY_MS, ROULETTE_RUN_MS } from '@lendbridge/domain';
import type { RouletteSpinAnswer } from '@lendbridge/domain';
import { ApiError, isAbortError } from '../../app/api';
import { ladderStepForError } from '../../app/ladder';
import { useErrorHandlerRef } from '../../app/useErrorHandler';
import { useAlert } from '../../shared/AlertDialog';
import { rouletteRefusal } from './roulette.api';
import type { RouletteRefusal, RouletteSpinResult } from './roulette.api';
import { spinRotation } from './wheel';
import type { WheelPiece } from './wheel';

/** The wheel: at rest, turning (from the click until the prize dialog shows), or stopped on a prize. */
export type SpinPhase = 'idle' | 'spinning' | 'stopped';

export interface RouletteSpinOptions {
  pieces: readonly WheelPiece[];
  /** The server's draw: a member's spin or a visitor's trial. */
  draw: () => Promise<RouletteSpinAnswer>;
  /** Spins the member holds, when known: with none the server is not asked. */
  tickets?: number | null;
  /** The refusals the page answers itself: no tickets, trial used. */
  onRefused: (refusal: Extract<RouletteRefusal, 'noTickets' | 'trialUsed'>) => void;
  /** The wheel stopped on the server's prize. */
  onStopped?: () => void;
}

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * The roulette's spin (spec 002 section 4): the server picks the prize, the wheel turns for
 * ROULETTE_RUN_MS to a stop inside that prize's slice, and the prize dialog opens
 * ROULETTE_RESULT_DELAY_MS later. A spin asked for while one runs is ignored. A member without
 * tickets, a campaign out of prizes and any other failure are answered as the spec says. Where the
 * member asks for less motion the wheel jumps to its stop and the dialog opens at once.
 */
export function useRouletteSpin({ pieces, draw, tickets = null, onRefused, onStopped }: RouletteSpinOptions) {
  const { showAlert } = useAlert();
  const handleErrorRef = useErrorHandlerRef();
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY, { noSsr: true });
  const runMs = reducedMotion ? 0 : ROULETTE_RUN_MS;
  const [phase, setPhase] = useState<SpinPhase>('idle');
  const [rotation, setRotation] = useState(0);
  const [outcome, setOutcome] = useState<RouletteSpinResult | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const busy = useRef(false);
  const turned = useRef(0);
  const timers = useRef<number[]>([]);

  useEffect(
    () => () => {
      for (const timer of timers.current) window.clearTimeout(timer);
    },
    [],
  );

  const later = useCallback((ms: number, run: () => void) => {
    timers.current.push(window.setTimeout(run, ms));
  }, []);

  const report = useCallback(
    (error: unknown) => {
      const refusal = rouletteRefusal(error);
      if (isAbortError(error)) return;
      if (refusal === 'noTickets' || refusal === 'trialUsed') onRefused(refusal);
      else if (refusal === 'noPrizes') void showAlert({ title: CAMPAIGN_TEXTS.noPrizes });
      else if (ladderStepForError(error) !== null) handleErrorRef.current(error);
      else void showAlert({ title: CAMPAIGN_TEXTS.spinFailed, text: error instanceof ApiError ? error.message : undefined });
    },
    [handleErrorRef, onRefused, showAlert],
  );

  const land = useCallback(
    (result: RouletteSpinResult) => {
      turned.current = spinRotation(turned.current, pieces, result.giftId, Math.random());
      setRotation(turned.current);
      later(runMs, () => {
        setPhase('stopped');
        setOutcome(result);
        onStopped?.();
        later(reducedMotion ? 0 : ROULETTE_RESULT_DELAY_MS, () => {
          busy.current = false;
          setDialogOpen(true);
        });
      });
    },
    [later, onStopped, pieces, reducedMotion, runMs],
  );

  const spin = useCallback(async () => {
    if (busy.current) return;
    if (tickets === 0) {
      onRefused('noTickets');
      return;
    }
    busy.current = true;
    setPhase('spinning');
    setOutcome(null);
    try {
      const answer = await draw();
      land(answer.result);
    } catch (error) {
      busy.current = false;
      setPhase('idle');
      report(error);
    }
  }, [draw, land, onRefused, report, tickets]);

  const closeDialog = useCallback(() => setDialogOpen(false), []);

  return { phase, rotation, runMs, outcome, dialogOpen, closeDialog, spin };
}

export type RouletteSpinState = ReturnType<typeof useRouletteSpin>;
