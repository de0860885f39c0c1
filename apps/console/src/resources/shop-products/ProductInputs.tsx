import { SHOP_PRODUCT_FORM_FIELDS, shopProductInputSchema } from '@lendbridge/domain';
import { BooleanInput, TextInput } from 'react-admin';
import { schemaForm } from '../../validation';
import { ProductPictures } from './ProductPictures';

/** The form's validate and transform: shopProductInputSchema on the form's own fields. */
export const productForm = schemaForm(shopProductInputSchema, SHOP_PRODUCT_FORM_FIELDS);

/** What a new product starts with: orderable, not yet on the shelf. */
export const PRODUCT_DEFAULTS = {
  name: '',
  price: '',
  quantity: '',
  is_orderable: true,
  is_visible: false,
  note: '',
  image_ids: [],
};

/** A product's fields, shared by its create and edit forms. */
export const ProductInputs = () => (
  <>
    <TextInput source="name" fullWidth />
    <TextInput source="price" />
    <TextInput source="quantity" />
    <BooleanInput source="is_orderable" />
    <BooleanInput source="is_visible" />
    <TextInput source="note" multiline minRows={3} fullWidth />
    <ProductPictures />
  </>
);
