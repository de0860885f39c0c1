import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  APPRAISAL_TEXTS as T,
  VEHICLE_SELECTION_FIELDS,
  VEHICLE_SELECTION_LABELS,
  VEHICLE_TYPES,
  VEHICLE_TYPE_LABELS,
  formatNtd,
  nextVehicleSelection,
  vehicleOptionListOf,
} from '@lendbridge/domain';
import type { VehicleListedSelection, VehicleSelectionField } from '@lendbridge/domain';
import { useReportedQuery } from '../../shared/useReportedQuery';
import { fetchVehicleOptions, vehicleAppraisalKeys } from './vehicleAppraisal.api';
import type { VehicleChoices } from './vehicleAppraisal.api';

/** An option list changes only when staff import the catalogue: a list read once serves the visit. */
const OPTIONS_STALE_MS = 10 * 60 * 1000;

/** The selections made before a field: what its option list is read for. */
export const choicesBefore = (field: VehicleSelectionField, choices: VehicleChoices): VehicleChoices =>
  Object.fromEntries(
    VEHICLE_SELECTION_FIELDS.slice(0, VEHICLE_SELECTION_FIELDS.indexOf(field)).map((earlier) => [earlier, choices[earlier] ?? '']),
  );

/** Whether every selection before a field is made, so its list can be offered (the domain's cascade rule). */
const isOffered = (field: VehicleSelectionField, choices: VehicleChoices): boolean => {
  const next = nextVehicleSelection(choicesBefore(field, choices));
  return next === null || next === field;
};

interface SelectProps {
  field: VehicleSelectionField;
  value: string;
  options: readonly (string | number)[];
  disabled: boolean;
  helperText: string;
  onChoose: (field: VehicleSelectionField, value: string) => void;
}

function SelectField({ field, value, options, disabled, helperText, onChoose }: SelectProps) {
  const values = options.map(String);
  const labelOf = (option: string): string => {
    if (field === 'vehicle_type') return VEHICLE_TYPE_LABELS[option as (typeof VEHICLE_TYPES)[number]];
    return field === 'price' ? formatNtd(Number(option)) : option;
  };
  return (
    <TextField
      select
      fullWidth
      id={`vehicle-${field}`}
      label={VEHICLE_SELECTION_LABELS[field]}
      value={values.includes(value) ? value : ''}
      disabled={disabled}
      helperText={helperText}
      onChange={(event) => onChoose(field, event.target.value)}
    >
      {values.map((option) => (
        <MenuItem key={option} value={option}>
          {labelOf(option)}
        </MenuItem>
      ))}
    </TextField>
  );
}

export interface VehicleSelectProps {
  field: VehicleListedSelection;
  choices: VehicleChoices;
  onChoose: (field: VehicleSelectionField, value: string) => void;
}

/** A selection of the cascade, offered once every one before it is made, its list read from the car endpoint. */
export function VehicleSelect({ field, choices, onChoose }: VehicleSelectProps) {
  const offered = isOffered(field, choices);
  const before = choicesBefore(field, choices);
  const query = useReportedQuery({
    queryKey: vehicleAppraisalKeys.options(before),
    queryFn: ({ signal }) => fetchVehicleOptions(before, signal),
    enabled: offered,
    staleTime: OPTIONS_STALE_MS,
  });
  const options = offered ? (query.data?.[vehicleOptionListOf(field)] ?? []) : [];
  const helperText = !offered ? ' ' : query.isPending ? T.optionsLoading : options.length === 0 ? T.noOptions : ' ';
  return (
    <SelectField
      field={field}
      value={choices[field] ?? ''}
      options={options}
      disabled={!offered || options.length === 0}
      helperText={helperText}
      onChoose={onChoose}
    />
  );
}

/** The first selection: car or motorcycle. */
export function VehicleTypeSelect({ value, onChoose }: { value: string; onChoose: SelectProps['onChoose'] }) {
  return <SelectField field="vehicle_type" value={value} options={VEHICLE_TYPES} disabled={false} helperText=" " onChoose={onChoose} />;
}
