import { CONSOLE_SHOP_TEXTS as C, SHOP_CREATE_FIELDS, SHOP_KINDS, SHOP_KIND_LABELS, shopCreateSchema } from '@lendbridge/domain';
import { Create, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { schemaForm } from '../../validation';
import { ShopPicture } from './ShopPicture';

const shopCreateForm = schemaForm(shopCreateSchema, SHOP_CREATE_FIELDS);
const KIND_CHOICES = SHOP_KINDS.map((id) => ({ id, name: SHOP_KIND_LABELS[id] }));

/** 開設商店: an admin opens a shop for a user with the shop_seller role, named by e-mail. */
export const ShopCreate = () => (
  <Create title={C.createShop} transform={shopCreateForm.transform} redirect="edit">
    <SimpleForm defaultValues={{ kind: 'goods', description: '', image_id: null }} validate={shopCreateForm.validate}>
      <TextInput source="owner_email" type="email" fullWidth />
      <SelectInput source="kind" choices={KIND_CHOICES} />
      <TextInput source="name" fullWidth />
      <TextInput source="description" multiline minRows={4} fullWidth />
      <ShopPicture />
    </SimpleForm>
  </Create>
);
