import { randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';

/** randomInt's largest range: its exclusive bound may be at most 2^48 - 1. */
const SCALE = 2 ** 48 - 1;

/**
 * Where the server's draws take their chance from: uniform numbers in [0, 1) from the operating
 * system's cryptographic generator, so no one can foresee a prize. Tests put a seeded source in
 * its place to check the draw against the configured chances.
 */
@Injectable()
export class PrizeRandom {
  uniform(): number {
    return randomInt(SCALE) / SCALE;
  }
}
