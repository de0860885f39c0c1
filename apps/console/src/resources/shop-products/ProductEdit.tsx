import { Edit, ListButton, ShowButton, SimpleForm, TopToolbar } from 'react-admin';
import { ProductInputs, productForm } from './ProductInputs';

const EditActions = () => (
  <TopToolbar>
    <ShowButton />
    <ListButton />
  </TopToolbar>
);

/** A product's form, saved once the server answers. */
export const ProductEdit = () => (
  <Edit mutationMode="pessimistic" transform={productForm.transform} actions={<EditActions />} redirect="list">
    <SimpleForm validate={productForm.validate}>
      <ProductInputs />
    </SimpleForm>
  </Edit>
);
