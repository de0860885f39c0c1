import { useId } from 'react';
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CAMPAIGN_TEXTS, ROULETTE_PAGE_TEXTS, rouletteResultAnnouncement } from '@lendbridge/domain';
import { RoulettePrizeDialog } from './RoulettePrizeDialog';
import { RouletteWheel } from './RouletteWheel';
import type { RouletteSpinState } from './useRouletteSpin';
import { useSpaceBar } from './useSpaceBar';
import type { WheelPiece } from './wheel';

export interface RouletteStageProps {
  pieces: readonly WheelPiece[];
  spin: RouletteSpinState;
  /** The spin button's words (開始抽獎, 試玩一次); without them the wheel only shows. */
  spinLabel: string | null;
  /** What shows under the wheel instead of, or beside, the spin button. */
  children?: ReactNode;
}

/** What the live region says: 抽獎中… while the wheel turns, the prize once it stops. */
const announcement = (spin: RouletteSpinState): string => {
  if (spin.phase === 'spinning') return CAMPAIGN_TEXTS.spinning;
  if (spin.phase === 'stopped' && spin.outcome !== null) return rouletteResultAnnouncement(spin.outcome.rewardName);
  return '';
};

/**
 * The wheel, its spin button (the space bar too, while no dialog is open), a live region that
 * tells a screen reader the wheel turns and what it stopped on, and the prize dialog.
 */
export function RouletteStage({ pieces, spin, spinLabel, children }: RouletteStageProps) {
  const hintId = useId();
  const spinning = spin.phase === 'spinning';
  const press = () => void spin.spin();
  useSpaceBar(press, spinLabel !== null && !spin.dialogOpen);
  const won = pieces.find((piece) => piece.gift.id === spin.outcome?.giftId);

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <RouletteWheel pieces={pieces} rotation={spin.rotation} runMs={spin.runMs} />
      {spinLabel !== null && (
        <>
          <Button variant="contained" size="large" onClick={press} disabled={spinning} aria-busy={spinning} aria-describedby={hintId}>
            {spinning ? CAMPAIGN_TEXTS.spinning : spinLabel}
          </Button>
          <Typography id={hintId} variant="body2" color="text.secondary">
            {ROULETTE_PAGE_TEXTS.spinHint}
          </Typography>
        </>
      )}
      <Typography role="status" aria-live="polite" sx={{ fontWeight: 700, minHeight: '1.5em' }}>
        {announcement(spin)}
      </Typography>
      {children}
      <RoulettePrizeDialog outcome={spin.outcome} open={spin.dialogOpen} isPrize={won?.gift.type !== 'fail'} onClose={spin.closeDialog} />
    </Stack>
  );
}
