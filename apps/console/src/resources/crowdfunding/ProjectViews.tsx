import { CONSOLE_CROWDFUNDING_TEXTS as C, CROWDFUNDING_KIND_LABELS, CROWDFUNDING_STATUS_LABELS, formatDateTime } from '@lendbridge/domain';
import type { GridColDef } from '@mui/x-data-grid';
import {
  ArrayInput,
  Create,
  CreateButton,
  Edit,
  EditButton,
  List,
  ListButton,
  NumberInput,
  SearchInput,
  SelectInput,
  Show,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  TopToolbar,
  useCanAccess,
  useRecordContext,
} from 'react-admin';
import { ListDataGrid } from '../../ListDataGrid';
import { Details, Section } from '../../shared/Details';
import { CONTENT_TYPE_CHOICES, KIND_CHOICES, STATUS_CHOICES, projectForm } from './choices';
import type { ProjectRecord } from './choices';

const COLUMNS: GridColDef<ProjectRecord>[] = [
  { field: 'id', width: 70 },
  { field: 'serial', width: 110 },
  { field: 'title', flex: 1, minWidth: 180 },
  { field: 'kind', width: 110, sortable: false, valueFormatter: (value: keyof typeof CROWDFUNDING_KIND_LABELS) => CROWDFUNDING_KIND_LABELS[value] },
  { field: 'status', width: 100, valueFormatter: (value: keyof typeof CROWDFUNDING_STATUS_LABELS) => CROWDFUNDING_STATUS_LABELS[value] },
  { field: 'owner_member_serial', width: 140, sortable: false },
  { field: 'plans_count', width: 90, sortable: false },
  { field: 'orders_paid', width: 110, sortable: false },
  { field: 'created_at', width: 160, valueFormatter: (value: string) => formatDateTime(value) },
];

const ListActions = () => {
  const { canAccess } = useCanAccess({ resource: 'crowdfunding-projects', action: 'create' });
  return <TopToolbar>{canAccess ? <CreateButton /> : null}</TopToolbar>;
};

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder={C.search} />,
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn />,
  <SelectInput key="kind" source="kind" choices={KIND_CHOICES} alwaysOn />,
];

const ProjectGrid = () => {
  const { canAccess: canEdit } = useCanAccess({ resource: 'crowdfunding-projects', action: 'edit' });
  return <ListDataGrid<ProjectRecord> columns={COLUMNS} rowClick={canEdit ? 'edit' : 'show'} aria-label={C.projects} />;
};

/** 募資專案: newest first, searched by title or serial; admins open the form, sales the page. */
export const ProjectList = () => (
  <List title={C.projects} filters={filters} actions={<ListActions />} sort={{ field: 'id', order: 'DESC' }} perPage={25} exporter={false} pagination={false} empty={false}>
    <ProjectGrid />
  </List>
);

/** A project's fields, shared by its create and edit forms: the page's blocks and the plans with their periods, amounts and tabs. */
const ProjectInputs = () => (
  <>
    <TextInput source="title" />
    <TextInput source="owner_member_serial" />
    <SelectInput source="kind" choices={KIND_CHOICES} />
    <SelectInput source="status" choices={STATUS_CHOICES} />
    <ArrayInput source="contents">
      <SimpleFormIterator inline>
        <SelectInput source="type" choices={CONTENT_TYPE_CHOICES} label={C.content_type} />
        <TextInput source="content" label={C.content} multiline fullWidth />
      </SimpleFormIterator>
    </ArrayInput>
    <ArrayInput source="plans">
      <SimpleFormIterator>
        <TextInput source="title" label={C.plan_title} />
        <NumberInput source="units" label={C.units} />
        <ArrayInput source="rates" label={C.rates}>
          <SimpleFormIterator inline>
            <NumberInput source="period" label={C.period} />
            <NumberInput source="first_period_amount" label={C.first_period_amount} />
            <NumberInput source="later_period_amount" label={C.later_period_amount} />
          </SimpleFormIterator>
        </ArrayInput>
        <ArrayInput source="tabs" label={C.tabs}>
          <SimpleFormIterator inline>
            <TextInput source="title" label={C.tab_title} />
            <TextInput source="content" label={C.tab_content} multiline />
          </SimpleFormIterator>
        </ArrayInput>
      </SimpleFormIterator>
    </ArrayInput>
  </>
);

const DEFAULTS = { kind: 'standard', status: 'open', contents: [], plans: [] };

export const ProjectCreate = () => (
  <Create title={C.createProject} transform={projectForm.transform} redirect="edit">
    <SimpleForm defaultValues={DEFAULTS} validate={projectForm.validate}>
      <ProjectInputs />
    </SimpleForm>
  </Create>
);

export const ProjectEdit = () => (
  <Edit mutationMode="pessimistic" transform={projectForm.transform} redirect={false} actions={<TopToolbar><ListButton /></TopToolbar>}>
    <SimpleForm validate={projectForm.validate}>
      <ProjectInputs />
    </SimpleForm>
  </Edit>
);

const ProjectDetails = () => {
  const record = useRecordContext<ProjectRecord>();
  if (!record) return null;
  return (
    <>
      <Section title={C.projects}>
        <Details
          items={[
            { label: C.serial, value: record.serial },
            { label: C.title, value: record.title },
            { label: C.kind, value: CROWDFUNDING_KIND_LABELS[record.kind as keyof typeof CROWDFUNDING_KIND_LABELS] },
            { label: C.status, value: CROWDFUNDING_STATUS_LABELS[record.status as keyof typeof CROWDFUNDING_STATUS_LABELS] },
            { label: C.owner_member_serial, value: record.owner_member_serial },
            { label: C.orders_paid, value: record.orders_paid },
          ]}
        />
      </Section>
      <Section title={C.plans}>
        <Details items={(record.plan_units ?? []).map((plan) => ({ label: plan.title, value: `${C.units_taken} ${plan.units_taken} / ${plan.units}` }))} />
      </Section>
    </>
  );
};

const ShowActions = () => {
  const { canAccess } = useCanAccess({ resource: 'crowdfunding-projects', action: 'edit' });
  return <TopToolbar>{canAccess ? <EditButton /> : null}<ListButton /></TopToolbar>;
};

export const ProjectShow = () => (
  <Show actions={<ShowActions />}>
    <ProjectDetails />
  </Show>
);
