import { CONSOLE_SHOP_TEXTS as C } from '@lendbridge/domain';
import { Create, SimpleForm } from 'react-admin';
import { PRODUCT_DEFAULTS, ProductInputs, productForm } from './ProductInputs';

/** 新增商品: a product of the seller's own shop. */
export const ProductCreate = () => (
  <Create title={C.createProduct} transform={productForm.transform} redirect="list">
    <SimpleForm defaultValues={PRODUCT_DEFAULTS} validate={productForm.validate}>
      <ProductInputs />
    </SimpleForm>
  </Create>
);
