import { CONSOLE_SHOP_TEXTS as C } from '@lendbridge/domain';
import { Create, SimpleForm } from 'react-admin';
import { PRODUCT_DEFAULTS, ProductInputs, ProductShopInput, productCreateForm } from './ProductInputs';

/** 新增商品: a product of one of the seller's own shops. */
export const ProductCreate = () => (
  <Create title={C.createProduct} transform={productCreateForm.transform} redirect="list">
    <SimpleForm defaultValues={PRODUCT_DEFAULTS} validate={productCreateForm.validate}>
      <ProductShopInput />
      <ProductInputs />
    </SimpleForm>
  </Create>
);
