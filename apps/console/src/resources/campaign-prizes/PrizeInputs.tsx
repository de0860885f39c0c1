import {
  CONSOLE_PRIZE_TEXTS,
  PRIZE_FORM_FIELDS,
  PRIZE_REWARDS,
  PRIZE_REWARD_LABELS,
  PRIZE_TYPES,
  PRIZE_TYPE_LABELS,
  prizeCreateSchema,
  prizeUpdateSchema,
} from '@lendbridge/domain';
import { FormDataConsumer, SelectInput, TextInput } from 'react-admin';
import { schemaForm } from '../../validation';

const P = CONSOLE_PRIZE_TEXTS;

const TYPE_CHOICES = PRIZE_TYPES.map((type) => ({ id: type, name: PRIZE_TYPE_LABELS[type] }));
const REWARD_CHOICES = PRIZE_REWARDS.map((reward) => ({ id: reward, name: PRIZE_REWARD_LABELS[reward] }));

/** A new prize's validate and transform (its campaign comes with it). */
export const prizeCreateForm = schemaForm(prizeCreateSchema, ['campaign_id', ...PRIZE_FORM_FIELDS]);
/** A prize's edit form: everything but its campaign. */
export const prizeUpdateForm = schemaForm(prizeUpdateSchema, PRIZE_FORM_FIELDS);

/** What a new prize starts with. */
export const PRIZE_DEFAULTS = { type: 'bonus', reward: 'nothing', chance: 0, stock: null, extra_spins: 0, position: 0 };

/** The inputs of what the chosen reward gives: a discount, a cashback amount or extra spins. */
const RewardInputs = () => (
  <FormDataConsumer<{ reward?: string }>>
    {({ formData }) => (
      <>
        {formData.reward === 'fee_discount' ? <TextInput source="discount_percent" /> : null}
        {formData.reward === 'cashback' ? <TextInput source="cashback_amount" /> : null}
        {formData.reward === 'extra_spin' ? <TextInput source="extra_spins" /> : null}
      </>
    )}
  </FormDataConsumer>
);

/** A prize's fields, shared by its create and edit forms. */
export const PrizeInputs = () => (
  <>
    <TextInput source="name" fullWidth />
    <SelectInput source="type" choices={TYPE_CHOICES} />
    <SelectInput source="reward" choices={REWARD_CHOICES} />
    <RewardInputs />
    <TextInput source="chance" helperText={P.chanceHelp} />
    <TextInput source="stock" helperText={P.stockHelp} />
    <TextInput source="min_invested" />
    <TextInput source="position" />
  </>
);
