import { CONSOLE_FARM_TEXTS as C, FARM_FIELD_CODES, FARM_FIELD_LABELS, FARM_FORM_FIELDS, farmFormSchema } from '@lendbridge/domain';
import { ArrayInput, SelectInput, SimpleFormIterator, TextArrayInput, TextInput } from 'react-admin';
import { schemaForm } from '../../validation';

/** The farm form's validate and transform: farmFormSchema on the form's own fields. */
export const farmForm = schemaForm(farmFormSchema, FARM_FORM_FIELDS);

const FIELD_CODE_CHOICES = FARM_FIELD_CODES.map((code) => ({ id: code, name: `${code} ${FARM_FIELD_LABELS[code]}` }));

/** What a new farm starts with: one planting field. */
export const FARM_DEFAULTS = { description: '', loan_serials: [], fields: [{ code: '003', name: '' }] };

/**
 * A farm's fields, shared by its create and edit forms: the borrower owning it by member serial, the
 * farmer loans of that borrower it belongs to (their details link to its page), and its fields (one per code).
 */
export const FarmInputs = () => (
  <>
    <TextInput source="no" helperText="F0001" />
    <TextInput source="name" fullWidth />
    <TextInput source="owner_serial" />
    <TextInput source="location" />
    <TextInput source="description" multiline minRows={3} fullWidth />
    <TextArrayInput source="loan_serials" helperText={C.loanSerialsHelp} />
    <ArrayInput source="fields" label={C.fields}>
      <SimpleFormIterator inline disableReordering>
        <SelectInput source="code" label={C.fieldCode} choices={FIELD_CODE_CHOICES} />
        <TextInput source="name" label={C.fieldName} />
      </SimpleFormIterator>
    </ArrayInput>
  </>
);
