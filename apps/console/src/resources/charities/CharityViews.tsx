import { CHARITY_TEXTS, charityFormSchema, formatDateTime } from '@lendbridge/domain';
import type { ConsoleCharityRow } from '@lendbridge/domain';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import {
  BooleanField,
  BooleanInput,
  Create,
  CreateButton,
  DateField,
  Edit,
  List,
  NullableBooleanInput,
  NumberField,
  SearchInput,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TextInput,
  TopToolbar,
  useCanAccess,
  useTranslate,
} from 'react-admin';
import { ListDataGrid } from '../../ListDataGrid';
import { schemaForm } from '../../validation';

const T = CHARITY_TEXTS;

/** The charity form's validate and transform: charityFormSchema on the form's own fields. */
const charityForm = schemaForm(charityFormSchema, ['name', 'donation_code', 'description', 'enabled', 'position']);

const CHARITY_DEFAULTS = { enabled: true, position: 0, description: '' };

const filters = [<SearchInput key="q" source="q" alwaysOn />, <NullableBooleanInput key="enabled" source="enabled" alwaysOn />];

const ListActions = () => {
  const { canAccess } = useCanAccess({ resource: 'charities', action: 'create' });
  return <TopToolbar>{canAccess ? <CreateButton /> : null}</TopToolbar>;
};

const CharityGrid = () => {
  const translate = useTranslate();
  const { canAccess: canEdit } = useCanAccess({ resource: 'charities', action: 'edit' });
  const columns = useMemo<GridColDef<ConsoleCharityRow>[]>(
    () => [
      { field: 'position', width: 80, align: 'right', headerAlign: 'right' },
      { field: 'name', flex: 1, minWidth: 180 },
      { field: 'donation_code', width: 110 },
      { field: 'description', flex: 1, minWidth: 160, sortable: false },
      { field: 'enabled', width: 90, sortable: false, valueFormatter: (value: boolean) => translate(value ? 'ra.boolean.true' : 'ra.boolean.false') },
      { field: 'updated_at', width: 160, valueFormatter: (value: string) => formatDateTime(value) },
    ],
    [translate],
  );
  return <ListDataGrid<ConsoleCharityRow> columns={columns} rowClick={canEdit ? 'edit' : 'show'} aria-label={translate('resources.charities.name')} />;
};

/** 捐贈單位: the charities a farmer order's e-invoice may be donated to, in the checkout's order. */
export const CharityList = () => (
  <List filters={filters} actions={<ListActions />} sort={{ field: 'position', order: 'ASC' }} perPage={25} exporter={false} pagination={false} empty={false}>
    <CharityGrid />
  </List>
);

export const CharityShow = () => (
  <Show>
    <SimpleShowLayout>
      <TextField source="name" />
      <TextField source="donation_code" />
      <TextField source="description" />
      <BooleanField source="enabled" />
      <NumberField source="position" />
      <DateField source="updated_at" showTime />
    </SimpleShowLayout>
  </Show>
);

const CharityInputs = () => (
  <>
    <TextInput source="name" />
    <TextInput source="donation_code" helperText={T.donationCodeFormat} />
    <TextInput source="description" multiline />
    <TextInput source="position" />
    <BooleanInput source="enabled" />
  </>
);

/** A charity's form (admins); turning it off stops new donations to it. */
export const CharityEdit = () => (
  <Edit mutationMode="pessimistic" transform={charityForm.transform} redirect="list">
    <SimpleForm validate={charityForm.validate}>
      <CharityInputs />
    </SimpleForm>
  </Edit>
);

export const CharityCreate = () => (
  <Create transform={charityForm.transform} redirect="list">
    <SimpleForm defaultValues={CHARITY_DEFAULTS} validate={charityForm.validate}>
      <CharityInputs />
    </SimpleForm>
  </Create>
);
