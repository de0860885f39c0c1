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
  isBoutiqueCollateral,
  pawnCollateralCategory,
  type PawnCollateralAddOn,
  type PawnCollateralType,
} from './vocabulary.js';

const L = FIELD_LABELS;

const expectValueField = () =>
  requiredWholeNumber(L.expect_value_10k, { min: 1, max: COLLATERAL_VALUE_MAX_TEN_THOUSAND });

const descriptionField = () =>
  freeTextSchema(L.collateral_description, COLLATERAL_DESCRIPTION_MAX_LENGTH, { required: false });

export interface PawnCollateralLike {
  readonly type: PawnCollateralType;
  readonly details: Readonly<Partial<Record<PawnCollateralAddOn, boolean>>>;
}

/**
 * The boutique rule of the spec: for watch, bag and jewelry the add-ons (original box,
 * guarantee, purchase proof) are reset to false; other types keep what was sent.
 */
export const normalizePawnCollateral = <T extends PawnCollateralLike>(input: T): T => {
  if (!isBoutiqueCollateral(input.type)) return input;
  const reset = Object.fromEntries(PAWN_COLLATERAL_ADD_ONS.map((addOn) => [addOn, false]));
  return { ...input, details: { ...input.details, ...reset } };
};

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
 * Boutique and vehicle collateral name a brand. The boutique rule is applied to the result.
 */
export const pawnCollateralSchema = strictFormObject({
  type: optionField('pawn_collateral_type', L.collateral_type),
  details: pawnDetailsSchema,
})
  .superRefine(
    (value, ctx) => {
      const category = pawnCollateralCategory(value.type);
      if ((category === 'boutique' || category === 'vehicle') && value.details.brand === undefined) {
        ctx.addIssue({
          code: 'custom',
          message: requiredField(L.collateral_brand),
          path: ['details', 'brand'],
        });
      }
    },
    { when: whenFieldsValid('type', 'details') },
  )
  .transform(normalizePawnCollateral);
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
