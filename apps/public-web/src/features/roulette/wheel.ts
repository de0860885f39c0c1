import { ROULETTE_EXTRA_DEGREES, ROULETTE_PIE_LABEL_THRESHOLD, stopAngle, wheelSlices } from '@lendbridge/domain';
import type { RouletteGift, WheelSlice } from '@lendbridge/domain';

const FULL_TURN = 360;

/** One slice of the drawn wheel: its gift, where it lies, and whether it is wide enough for a label. */
export interface WheelPiece {
  gift: RouletteGift;
  slice: WheelSlice;
  labelled: boolean;
}

/** The wheel's pieces, one per gift in order, each as wide as its chance; narrow ones carry no label. */
export const wheelPieces = (gifts: readonly RouletteGift[]): WheelPiece[] => {
  const slices = wheelSlices(gifts.map((gift) => gift.chance));
  return gifts.map((gift, index) => {
    const slice = slices[index] ?? { start: 0, sweep: 0 };
    return { gift, slice, labelled: slice.sweep / FULL_TURN >= ROULETTE_PIE_LABEL_THRESHOLD };
  });
};

/**
 * The rotation the wheel turns to (degrees, counter-clockwise, so the pointer reads the wheel's
 * angle clockwise from it): past every earlier spin to a whole turn, ROULETTE_EXTRA_DEGREES more,
 * and then the stop angle inside the slice of the gift the server drew. A gift not on the wheel
 * stops anywhere.
 */
export const spinRotation = (previous: number, pieces: readonly WheelPiece[], giftId: number, uniform: number): number => {
  const base = Math.ceil(previous / FULL_TURN) * FULL_TURN + ROULETTE_EXTRA_DEGREES;
  const piece = pieces.find((candidate) => candidate.gift.id === giftId);
  return base + (piece === undefined ? uniform * FULL_TURN : stopAngle(piece.slice, uniform));
};

const RADIANS_PER_DEGREE = Math.PI / 180;

/** A point on the wheel: `angle` degrees clockwise from the top, `radius` from the centre. */
export const wheelPoint = (angle: number, radius: number): { x: number; y: number } => ({
  x: Math.round(radius * Math.sin(angle * RADIANS_PER_DEGREE) * 1000) / 1000,
  y: Math.round(-radius * Math.cos(angle * RADIANS_PER_DEGREE) * 1000) / 1000,
});

/** The SVG path of a slice of a wheel of this radius centred on the origin. */
export const slicePath = (slice: WheelSlice, radius: number): string => {
  const from = wheelPoint(slice.start, radius);
  const to = wheelPoint(slice.start + slice.sweep, radius);
  const largeArc = slice.sweep > FULL_TURN / 2 ? 1 : 0;
  return `M 0 0 L ${from.x} ${from.y} A ${radius} ${radius} 0 ${largeArc} 1 ${to.x} ${to.y} Z`;
};
