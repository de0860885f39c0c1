import type { z } from 'zod';
import {
  ADDRESS_CITY_MAX_LENGTH,
  ADDRESS_DISTRICT_MAX_LENGTH,
  ADDRESS_MAX_LENGTH,
  COLLATERAL_BRAND_MAX_LENGTH,
  COLLATERAL_DESCRIPTION_MAX_LENGTH,
  COLLATERAL_MODEL_MAX_LENGTH,
} from '../constants/limits.js';
import { COLLATERAL_VALUE_MAX_TEN_THOUSAND, HOUSE_AGE_MAX_YEARS } from '../constants/loan.js';
import { requiredField } from '../messages/message-functions.js';
import { MESSAGES } from '../messages/messages.js';
import {
  booleanField,
  literalField,
  optionField,
  strictFormObject,
} from '../schemas/fields.js';
import { optionalText, requiredText } from '../schemas/field-rules.js';
import { freeTextSchema } from '../schemas/free-text.js';
import { FIELD_LABELS } from '../schemas/labels.js';
import { whenFieldsValid } from '../schemas/refinements.js';
import { requiredWholeNumber } from './fields.js';
import {
  PAWN_COLLATERAL_ADD_ONS,
  pawnCollateralCategory,
  type CollateralCategory,
  type PawnCollateralType,
} from './vocabulary.js';

const L = FIELD_LABELS;

const expectValueField = () =>
  requiredWholeNumber(L.expect_value_10k, { min: 1, max: COLLATERAL_VALUE_MAX_TEN_THOUSAND });

const descriptionField = () =>
  freeTextSchema(L.collateral_description, COLLATERAL_DESCRIPTION_MAX_LENGTH, { required: false });

/** The details of a pawn collateral that depend on its type (description and expected value are always asked). */
export const PAWN_COLLATERAL_TYPED_DETAILS = ['brand', 'type', ...PAWN_COLLATERAL_ADD_ONS] as const;
export type PawnCollateralTypedDetail = (typeof PAWN_COLLATERAL_TYPED_DETAILS)[number];

/**
 * What the pawn form asks for each category: a boutique item its brand, model, original box,
 * guarantee and purchase proof; a vehicle its brand, model, guarantee and purchase proof; gold a
 * guarantee and purchase proof; a house none of them (its title papers are documents).
 */
export const PAWN_COLLATERAL_CATEGORY_DETAILS: Readonly<Record<CollateralCategory, readonly PawnCollateralTypedDetail[]>> = {
  boutique: ['brand', 'type', 'original_pack', 'guarantee', 'purchase_proof'],
  vehicle: ['brand', 'type', 'guarantee', 'purchase_proof'],
  gold: ['guarantee', 'purchase_proof'],
  house: [],
};

/** The type-dependent details a pawn collateral of this type asks for, in form order. */
export const pawnCollateralDetails = (type: PawnCollateralType): readonly PawnCollateralTypedDetail[] =>
  PAWN_COLLATERAL_CATEGORY_DETAILS[pawnCollateralCategory(type)];

const isGiven = (value: string | boolean | undefined): boolean => value !== undefined && value !== false;

const pawnDetailsSchema = strictFormObject(
  {
    brand: optionalText(L.collateral_brand, COLLATERAL_BRAND_MAX_LENGTH),
    type: optionalText(L.collateral_model, COLLATERAL_MODEL_MAX_LENGTH),
    original_pack: booleanField().default(false),
    guarantee: booleanField().default(false),
    purchase_proof: booleanField().default(false),
    description: descriptionField(),
    expect_value_10k: expectValueField(),
  },
  L.collateral_details,
);

/**
 * A pawn collateral: its type (watch, bag, jewelry, motorcycle, car, gold, house) and details.
 * Boutique and vehicle collateral name a brand; a detail the type does not ask for is refused.
 */
export const pawnCollateralSchema = strictFormObject({
  type: optionField('pawn_collateral_type', L.collateral_type),
  details: pawnDetailsSchema,
}).superRefine(
  (value, ctx) => {
    const asked = pawnCollateralDetails(value.type);
    if (asked.includes('brand') && value.details.brand === undefined) {
      ctx.addIssue({ code: 'custom', message: requiredField(L.collateral_brand), path: ['details', 'brand'] });
    }
    for (const detail of PAWN_COLLATERAL_TYPED_DETAILS) {
      if (!asked.includes(detail) && isGiven(value.details[detail])) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.collateralDetailNotAsked, path: ['details', detail] });
      }
    }
  },
  { when: whenFieldsValid('type', 'details') },
);
export type PawnCollateralInput = z.input<typeof pawnCollateralSchema>;
export type PawnCollateral = z.output<typeof pawnCollateralSchema>;

/** A realty collateral: a house with its address, age, building type and expected value. */
export const realtyCollateralSchema = strictFormObject({
  type: literalField('house', L.collateral_type),
  details: strictFormObject(
    {
      realty_address: strictFormObject(
        {
          city: requiredText(L.city, ADDRESS_CITY_MAX_LENGTH),
          district: requiredText(L.district, ADDRESS_DISTRICT_MAX_LENGTH),
          address: requiredText(L.address, ADDRESS_MAX_LENGTH),
        },
        L.realty_address,
      ),
      house_age: requiredWholeNumber(L.house_age, { min: 0, max: HOUSE_AGE_MAX_YEARS }),
      house_type: optionField('realty_house_type', L.realty_house_type),
      description: descriptionField(),
      expect_value_10k: expectValueField(),
    },
    L.collateral_details,
  ),
  parking_space: booleanField().default(false),
});
export type RealtyCollateralInput = z.input<typeof realtyCollateralSchema>;
export type RealtyCollateral = z.output<typeof realtyCollateralSchema>;
