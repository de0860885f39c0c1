import { CONSOLE_PROMO_CODE_TEXTS, PROMO_CODE_FORM_FIELDS, PROMO_CODE_KINDS, PROMO_CODE_KIND_LABELS, promoCodeFormSchema } from '@lendbridge/domain';
import { BooleanInput, FormDataConsumer, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { TaipeiDateTimeInput } from '../../shared/TaipeiDateTimeInput';
import { schemaForm } from '../../validation';

const PC = CONSOLE_PROMO_CODE_TEXTS;

export const PROMO_CODE_KIND_CHOICES = PROMO_CODE_KINDS.map((kind) => ({ id: kind, name: PROMO_CODE_KIND_LABELS[kind] }));

/** The promo code form's validate and transform: promoCodeFormSchema on the form's own fields. */
export const promoCodeForm = schemaForm(promoCodeFormSchema, PROMO_CODE_FORM_FIELDS);

/** What a new promo code starts with. */
export const PROMO_CODE_DEFAULTS = { kind: 'fee_discount', max_uses: 1, min_order_amount: 0, enabled: true, campaign_id: null };

/**
 * A promo code's fields, shared by its create and edit forms: the discount of a fee-discount code,
 * or the amount of a cashback code and the campaign whose budget pays it.
 */
export const PromoCodeInputs = () => (
  <>
    <TextInput source="code" helperText={PC.codeHelp} />
    <SelectInput source="kind" choices={PROMO_CODE_KIND_CHOICES} />
    <FormDataConsumer<{ kind?: string }>>
      {({ formData }) =>
        formData.kind === 'cashback' ? <TextInput source="cashback_amount" /> : <TextInput source="discount_percent" />
      }
    </FormDataConsumer>
    <ReferenceInput source="campaign_id" reference="campaigns" sort={{ field: 'id', order: 'DESC' }}>
      <SelectInput optionText="title" helperText={PC.campaignHelp} />
    </ReferenceInput>
    <TaipeiDateTimeInput source="expires_at" />
    <TextInput source="max_uses" />
    <TextInput source="min_order_amount" />
    <BooleanInput source="enabled" />
  </>
);
