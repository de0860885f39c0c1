import { CONSOLE_PROMO_CODE_TEXTS } from '@lendbridge/domain';
import { Create, SimpleForm } from 'react-admin';
import { PROMO_CODE_DEFAULTS, PromoCodeInputs, promoCodeForm } from './PromoCodeInputs';

/** 新增優惠碼 (admins): a public code, upper-cased when saved. */
export const PromoCodeCreate = () => (
  <Create title={CONSOLE_PROMO_CODE_TEXTS.createTitle} transform={promoCodeForm.transform} redirect="list">
    <SimpleForm defaultValues={PROMO_CODE_DEFAULTS} validate={promoCodeForm.validate}>
      <PromoCodeInputs />
    </SimpleForm>
  </Create>
);
