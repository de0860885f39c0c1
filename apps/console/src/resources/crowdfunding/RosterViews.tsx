import { CONSOLE_CROWDFUNDING_TEXTS as C } from '@lendbridge/domain';
import type { GridColDef } from '@mui/x-data-grid';
import { Create, CreateButton, Edit, List, ReferenceInput, SearchInput, SelectInput, SimpleForm, TextInput, TopToolbar, useCanAccess, useTranslate } from 'react-admin';
import { ListDataGrid } from '../../ListDataGrid';
import { rosterForm } from './choices';
import type { RosterRecord } from './choices';

const ListActions = () => {
  const { canAccess } = useCanAccess({ resource: 'crowdfunding-alumni-roster', action: 'create' });
  return <TopToolbar>{canAccess ? <CreateButton /> : null}</TopToolbar>;
};

const RosterGrid = () => {
  const translate = useTranslate();
  const { canAccess: canEdit } = useCanAccess({ resource: 'crowdfunding-alumni-roster', action: 'edit' });
  const columns: GridColDef<RosterRecord>[] = [
    { field: 'id', width: 70 },
    { field: 'student_id', width: 130 },
    { field: 'academic', width: 150, sortable: false },
    { field: 'department', flex: 1, minWidth: 150 },
    { field: 'name', width: 120, sortable: false },
    { field: 'is_used', width: 90, sortable: false, valueFormatter: (value: boolean) => translate(value ? 'ra.boolean.true' : 'ra.boolean.false') },
  ];
  return <ListDataGrid<RosterRecord> columns={columns} rowClick={canEdit ? 'edit' : false} aria-label={C.roster} />;
};

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder={C.search} />,
  <ReferenceInput key="project_id" source="project_id" reference="crowdfunding-projects" filter={{ kind: 'alumni_dinner' }} alwaysOn>
    <SelectInput optionText="title" />
  </ReferenceInput>,
];

/** 校友名冊: who may sign up for an alumni dinner (one sign-up per entry: is_used). */
export const RosterList = () => (
  <List title={C.roster} filters={filters} actions={<ListActions />} sort={{ field: 'id', order: 'DESC' }} perPage={25} exporter={false} pagination={false} empty={false}>
    <RosterGrid />
  </List>
);

const RosterInputs = () => (
  <>
    <ReferenceInput source="project_id" reference="crowdfunding-projects" filter={{ kind: 'alumni_dinner' }}>
      <SelectInput optionText="title" />
    </ReferenceInput>
    <TextInput source="student_id" />
    <TextInput source="academic" />
    <TextInput source="department" />
    <TextInput source="name" />
  </>
);

export const RosterCreate = () => (
  <Create title={C.createRoster} transform={rosterForm.transform} redirect="list">
    <SimpleForm validate={rosterForm.validate}>
      <RosterInputs />
    </SimpleForm>
  </Create>
);

/** An entry's form (admins); one already signed up cannot be deleted (the server answers why). */
export const RosterEdit = () => (
  <Edit mutationMode="pessimistic" transform={rosterForm.transform} redirect="list">
    <SimpleForm validate={rosterForm.validate}>
      <RosterInputs />
    </SimpleForm>
  </Edit>
);
