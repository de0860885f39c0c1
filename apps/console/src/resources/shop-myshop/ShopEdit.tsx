import { SHOP_FORM_FIELDS, shopInputSchema } from '@lendbridge/domain';
import { Edit, ListButton, SimpleForm, TextInput, TopToolbar } from 'react-admin';
import { schemaForm } from '../../validation';
import { ShopPicture } from './ShopPicture';
import { ShopHeader, ShopSales } from './ShopSummary';

const shopForm = schemaForm(shopInputSchema, SHOP_FORM_FIELDS);

/** A shop's name, description and picture, saved once the server answers, with its sales by day below. */
export const ShopEdit = () => (
  <Edit mutationMode="pessimistic" transform={shopForm.transform} redirect={false} actions={<TopToolbar><ListButton /></TopToolbar>}>
    <SimpleForm validate={shopForm.validate}>
      <ShopHeader />
      <TextInput source="name" fullWidth />
      <TextInput source="description" multiline minRows={4} fullWidth />
      <ShopPicture />
    </SimpleForm>
    <ShopSales />
  </Edit>
);
