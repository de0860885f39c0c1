import { CONSOLE_SHOP_TEXTS, SHOP_PRODUCT_CREATE_FIELDS, SHOP_PRODUCT_FORM_FIELDS, SHOP_PRODUCT_IMAGES_MAX, SHOP_TEXTS, shopProductCreateSchema, shopProductInputSchema } from '@lendbridge/domain';
import { BooleanInput, NumberInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { schemaForm } from '../../validation';
import { ImageIdsInput } from '../../shared/ImageIdsInput';

const PICTURE_TEXTS = { ...CONSOLE_SHOP_TEXTS, label: SHOP_TEXTS.images };

/** The edit form's validate and transform: shopProductInputSchema on the form's own fields. */
export const productForm = schemaForm(shopProductInputSchema, SHOP_PRODUCT_FORM_FIELDS);
/** The new product's: the same fields and the shop it goes to. */
export const productCreateForm = schemaForm(shopProductCreateSchema, SHOP_PRODUCT_CREATE_FIELDS);

/** The shop a new product goes to, among the seller's own (admins: every shop). */
export const ProductShopInput = () => (
  <ReferenceInput source="shop_id" reference="myshop" sort={{ field: 'name', order: 'ASC' }}>
    <SelectInput optionText="name" />
  </ReferenceInput>
);

/** What a new product starts with: orderable, not yet on the shelf. */
export const PRODUCT_DEFAULTS = {
  name: '',
  is_orderable: true,
  is_visible: false,
  note: '',
  image_ids: [],
};

/** A product's fields, shared by its create and edit forms. */
export const ProductInputs = () => (
  <>
    <TextInput source="name" fullWidth />
    <NumberInput source="price" />
    <NumberInput source="quantity" />
    <BooleanInput source="is_orderable" />
    <BooleanInput source="is_visible" />
    <TextInput source="note" multiline minRows={3} fullWidth />
    <ImageIdsInput max={SHOP_PRODUCT_IMAGES_MAX} texts={PICTURE_TEXTS} />
  </>
);
