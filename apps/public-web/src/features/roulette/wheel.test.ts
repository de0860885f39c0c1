import { describe, expect, it } from 'vitest';
import { ROULETTE_EXTRA_DEGREES, ROULETTE_SAFETY_DEGREES, sliceAt } from '@lendbridge/domain';
import { GIFTS } from './testRoulette';
import { slicePath, spinRotation, wheelPieces } from './wheel';

const pieces = wheelPieces(GIFTS);
const slices = pieces.map((piece) => piece.slice);
const UNIFORMS = [0, 0.25, 0.5, 0.999_999];

describe('wheelPieces', () => {
  it('makes each slice as wide as its chance, in order, around the whole wheel', () => {
    expect(slices.map((slice) => Math.round(slice.sweep * 1000) / 1000)).toEqual([144, 90, 72, 36, 18]);
    expect(slices.map((slice) => Math.round(slice.start))).toEqual([0, 144, 234, 306, 342]);
  });

  it('labels only the slices of at least a tenth of the wheel', () => {
    expect(pieces.map((piece) => piece.labelled)).toEqual([true, true, true, true, false]);
  });
});

describe('spinRotation', () => {
  it('stops inside the slice of the gift the server drew, wherever inside it the stop falls', () => {
    pieces.forEach((piece, index) => {
      for (const uniform of UNIFORMS) {
        const rotation = spinRotation(0, pieces, piece.gift.id, uniform);
        expect(sliceAt(slices, rotation)).toBe(index);
        const within = rotation % 360;
        expect(within).toBeGreaterThanOrEqual(piece.slice.start + ROULETTE_SAFETY_DEGREES);
        expect(within).toBeLessThanOrEqual(piece.slice.start + piece.slice.sweep - ROULETTE_SAFETY_DEGREES);
      }
    });
  });

  it('turns the extra degrees past every earlier spin, and still stops in the drawn slice', () => {
    let rotation = 0;
    for (const giftId of [13, 15, 11, 13, 12]) {
      const next = spinRotation(rotation, pieces, giftId, 0.7);
      expect(next).toBeGreaterThanOrEqual(rotation + ROULETTE_EXTRA_DEGREES);
      expect(pieces[sliceAt(slices, next)]?.gift.id).toBe(giftId);
      rotation = next;
    }
  });

  it('still turns for a gift the wheel does not show', () => {
    expect(spinRotation(0, pieces, 99, 0.5)).toBe(ROULETTE_EXTRA_DEGREES + 180);
  });
});

describe('slicePath', () => {
  it('draws a slice clockwise from the top', () => {
    expect(slicePath({ start: 0, sweep: 90 }, 96)).toBe('M 0 0 L 0 -96 A 96 96 0 0 1 96 0 Z');
    expect(slicePath({ start: 90, sweep: 200 }, 10)).toContain(' 0 1 1 ');
  });
});
