import { RESALE_TEXTS, resalePriceOutOfBand } from '@lendbridge/domain';
import type { ResalePriceBounds } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';

/** The investment is not active, its loan not being repaid, something is late or a clearing is under way. */
export const notResaleable = (): AppError => AppError.conflict('NOT_RESALEABLE', RESALE_TEXTS.notResaleable);

/** The price is outside the band of the remaining principal. */
export const priceOutOfBand = ({ min, max }: ResalePriceBounds): AppError => AppError.field('price', resalePriceOutOfBand(min, max), 'PRICE_OUT_OF_BAND');

/** The investment already has an open offer. */
export const offerExists = (): AppError => AppError.conflict('OFFER_EXISTS', RESALE_TEXTS.offerExists);

/** No such offer (or none open to withdraw). */
export const offerNotFound = (): AppError => AppError.notFound(RESALE_TEXTS.offerNotFound);

/** The offer was sold or withdrawn, also a moment before. */
export const offerClosed = (): AppError => AppError.conflict('OFFER_CLOSED', RESALE_TEXTS.soldOrWithdrawn);

export const ownOffer = (): AppError => AppError.conflict('OWN_OFFER', RESALE_TEXTS.ownOffer);

export const ownLoan = (): AppError => AppError.conflict('OWN_LOAN', RESALE_TEXTS.ownLoan);

/** The hash does not bind this offer, price, buyer and business date, or the principal owed moved since the offer. */
export const termsChanged = (): AppError => AppError.conflict('TERMS_CHANGED', RESALE_TEXTS.termsChanged);
