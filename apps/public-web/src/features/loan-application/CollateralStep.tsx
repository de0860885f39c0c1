import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useController, useForm, useWatch } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import {
  FIELD_LABELS,
  MESSAGES,
  OPTIONS,
  PAWN_COLLATERAL_ADD_ONS,
  PAWN_COLLATERAL_ADD_ON_LABELS,
  PAWN_COLLATERAL_CATEGORIES,
  TOAST_MS,
  isBoutiqueCollateral,
  pawnCollateralDetails,
  pawnCollateralSchema,
} from '@lendbridge/domain';
import type { PawnCollateralAddOn, PawnCollateralType, PawnCollateralTypedDetail } from '@lendbridge/domain';
import { FormSectionTitle } from '../../shared/layout/FormCard';
import { FormTextField, NATIVE_SELECT_SLOTS, SELECT_PLACEHOLDER, fieldInputProps } from '../../shared/form';
import { ConfirmDialog } from './ConfirmDialog';
import { addCollateral, isRealtyCollateral, removeCollateral } from './loanApplication.api';
import type { StoredCollateral, StoredPawnCollateral } from './loanApplication.api';
import { CollateralDescriptionBox, RealtyCollateralForm, realtyCollateralSummary } from './RealtyCollateralForm';
import { useCollateralAdd } from './useCollateralAdd';
import type { CollateralFormProps } from './useCollateralAdd';

export { CANCEL_LABEL, CONFIRM_LABEL } from './ConfirmDialog';

const L = FIELD_LABELS;

export const ADD_COLLATERAL_LABEL = MESSAGES.collateralAdd;
export const DELETE_LABEL = MESSAGES.collateralDelete;
export const ADDED_COLLATERALS_TITLE = MESSAGES.collateralsAdded;
export const NO_COLLATERALS_TEXT = MESSAGES.collateralsEmpty;

export const ADD_ON_LABELS = PAWN_COLLATERAL_ADD_ON_LABELS;

/** The form of one pawn collateral; the model is sent as details.type. */
export interface CollateralFormValues {
  type: PawnCollateralType | '';
  brand: string;
  model: string;
  original_pack: boolean;
  guarantee: boolean;
  purchase_proof: boolean;
  description: string;
  expect_value_10k: string;
}

type FormField = keyof CollateralFormValues;

const EMPTY_COLLATERAL: CollateralFormValues = {
  type: '',
  brand: '',
  model: '',
  original_pack: false,
  guarantee: false,
  purchase_proof: false,
  description: '',
  expect_value_10k: '',
};

const TYPE_LABELS = Object.fromEntries(OPTIONS.pawn_collateral_type.map(({ value, label }) => [value, label])) as Record<
  PawnCollateralType,
  string
>;

export const blankToUndefined = (value: string): string | undefined => (value.trim() === '' ? undefined : value);

/** The type-dependent details the form asks for at this type (none before a type is chosen). */
const askedDetails = (type: PawnCollateralType | ''): readonly PawnCollateralTypedDetail[] =>
  type === '' ? [] : pawnCollateralDetails(type);

/** The pawn collateral as the domain schema reads it: only the details its type asks for. */
export const collateralInput = (values: CollateralFormValues) => {
  const asked = askedDetails(values.type);
  const typed = {
    brand: blankToUndefined(values.brand),
    type: blankToUndefined(values.model),
    original_pack: values.original_pack,
    guarantee: values.guarantee,
    purchase_proof: values.purchase_proof,
  };
  return {
    type: values.type === '' ? undefined : values.type,
    details: {
      ...Object.fromEntries(asked.map((detail) => [detail, typed[detail]])),
      description: blankToUndefined(values.description),
      expect_value_10k: blankToUndefined(values.expect_value_10k),
    },
  };
};

/** A schema or server error path (type, details.brand, details.type) as a pawn form field. */
export const collateralFieldOf = (path: readonly PropertyKey[]): FormField | undefined => {
  const [first, second] = path.map(String);
  if (first === 'type' && second === undefined) return 'type';
  if (first !== 'details' || second === undefined) return undefined;
  if (second === 'type') return 'model';
  return second in EMPTY_COLLATERAL ? (second as FormField) : undefined;
};

const addOnsText = (collateral: StoredPawnCollateral): string => {
  const held = PAWN_COLLATERAL_ADD_ONS.filter((addOn) => collateral.details[addOn]).map((addOn) => ADD_ON_LABELS[addOn]);
  return held.length === 0 ? `${Object.values(ADD_ON_LABELS).join('、')}：${MESSAGES.collateralAddOnsNone}` : held.join('、');
};

export const collateralSummary = (collateral: StoredPawnCollateral): string =>
  [TYPE_LABELS[collateral.type], collateral.details.brand, collateral.details.type].filter(Boolean).join(' ');

/** The list line of a stored collateral: what it is, then its value and details. */
const summaryOf = (collateral: StoredCollateral): { primary: string; secondary: string } =>
  isRealtyCollateral(collateral)
    ? realtyCollateralSummary(collateral)
    : {
        primary: collateralSummary(collateral),
        secondary: `${L.expect_value_10k}：${collateral.details.expect_value_10k}；${addOnsText(collateral)}`,
      };

function TypeSelect({ control, onTypeChange }: { control: Control<CollateralFormValues>; onTypeChange: (type: string) => void }) {
  const controller = useController({ control, name: 'type' });
  const { field, fieldState } = controller;
  return (
    <TextField
      select
      fullWidth
      label={L.collateral_type}
      {...fieldInputProps(controller)}
      value={field.value}
      onChange={(event) => {
        field.onChange(event.target.value);
        onTypeChange(event.target.value);
      }}
      helperText={fieldState.error?.message}
      slotProps={NATIVE_SELECT_SLOTS}
    >
      <option value="">{SELECT_PLACEHOLDER}</option>
      {OPTIONS.collateral_category.map((category) => (
        <optgroup key={category.value} label={category.label}>
          {PAWN_COLLATERAL_CATEGORIES[category.value].map((type) => (
            <option key={type} value={type}>
              {TYPE_LABELS[type]}
            </option>
          ))}
        </optgroup>
      ))}
    </TextField>
  );
}

function AddOnCheckbox({ control, name }: { control: Control<CollateralFormValues>; name: PawnCollateralAddOn }) {
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      label={ADD_ON_LABELS[name]}
      control={
        <Checkbox
          name={field.name}
          checked={field.value}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
        />
      }
    />
  );
}

const isAddOn = (detail: PawnCollateralTypedDetail): detail is PawnCollateralAddOn =>
  (PAWN_COLLATERAL_ADD_ONS as readonly string[]).includes(detail);

/**
 * One pawn collateral: type, value, then what the type asks for (brand, model and add-ons for
 * boutique items, brand, model, guarantee and purchase proof for vehicles, guarantee and purchase
 * proof for gold, none for a house), and a description.
 */
function PawnCollateralForm({ onAdd, onError }: CollateralFormProps) {
  const form = useForm<CollateralFormValues>({ defaultValues: EMPTY_COLLATERAL });
  const { control, setValue } = form;
  const type = useWatch({ control, name: 'type' });
  const asked = askedDetails(type);
  const addOns = asked.filter(isAddOn);
  const { adding, add } = useCollateralAdd({
    form,
    empty: EMPTY_COLLATERAL,
    schema: pawnCollateralSchema,
    input: collateralInput,
    fieldOf: collateralFieldOf,
    onAdd,
    onError,
  });

  /** A boutique type starts with the add-ons unticked (the spec's reset); what the new type does not ask for is cleared. */
  const onTypeChange = (next: string) => {
    const nextType = next === '' ? '' : (next as PawnCollateralType);
    const nextAsked = askedDetails(nextType);
    const reset = nextType !== '' && isBoutiqueCollateral(nextType);
    for (const addOn of PAWN_COLLATERAL_ADD_ONS) {
      if (reset || !nextAsked.includes(addOn)) setValue(addOn, false);
    }
    if (!nextAsked.includes('brand')) setValue('brand', '');
    if (!nextAsked.includes('type')) setValue('model', '');
  };

  return (
    <Stack spacing={2.5}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TypeSelect control={control} onTypeChange={onTypeChange} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="expect_value_10k" label={L.expect_value_10k} numeric />
        </Grid>
        {asked.includes('brand') && (
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={control} name="brand" label={L.collateral_brand} />
          </Grid>
        )}
        {asked.includes('type') && (
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={control} name="model" label={L.collateral_model} />
          </Grid>
        )}
      </Grid>
      {addOns.length > 0 && (
        <FormGroup row aria-label={MESSAGES.collateralAddOnsGroup}>
          {addOns.map((addOn) => (
            <AddOnCheckbox key={addOn} control={control} name={addOn} />
          ))}
        </FormGroup>
      )}
      <CollateralDescriptionBox control={control} />
      <div>
        <Button variant="outlined" onClick={() => void add()} disabled={adding} aria-busy={adding}>
          {ADD_COLLATERAL_LABEL}
        </Button>
      </div>
    </Stack>
  );
}

export interface CollateralStepProps {
  /** The collateral form of the draft's type. */
  kind: 'pawn' | 'realty';
  serial: string;
  collaterals: readonly StoredCollateral[];
  onCollateralsChange: (collaterals: StoredCollateral[]) => void;
  /** The message of the list itself (none added yet). */
  error?: string | undefined;
  onError: (error: unknown) => void;
}

/**
 * The collateral step: a form for one collateral (pawn or realty, added through the API) and the
 * list of those added, each removable after a confirmation.
 */
export function CollateralStep({ kind, serial, collaterals, onCollateralsChange, error, onError }: CollateralStepProps) {
  const [pendingDelete, setPendingDelete] = useState<number | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [toast, setToast] = useState<string | null>(null);

  const onAdd = async (collateral: Parameters<CollateralFormProps['onAdd']>[0]) => {
    onCollateralsChange(await addCollateral(serial, collateral));
  };

  const onConfirmDelete = async () => {
    if (pendingDelete === null) return;
    setDeleting(true);
    try {
      onCollateralsChange(await removeCollateral(serial, pendingDelete));
      setToast(MESSAGES.deleted);
    } catch (caught) {
      onError(caught);
    } finally {
      setDeleting(false);
      setPendingDelete(null);
    }
  };

  return (
    <Stack spacing={2.5}>
      {kind === 'realty' ? (
        <RealtyCollateralForm onAdd={onAdd} onError={onError} />
      ) : (
        <PawnCollateralForm onAdd={onAdd} onError={onError} />
      )}
      <FormSectionTitle>{ADDED_COLLATERALS_TITLE}</FormSectionTitle>
      {error !== undefined && (
        <Typography role="alert" color="error" variant="body2">
          {error}
        </Typography>
      )}
      {collaterals.length === 0 ? (
        <Typography color="text.secondary">{NO_COLLATERALS_TEXT}</Typography>
      ) : (
        <List aria-label={ADDED_COLLATERALS_TITLE}>
          {collaterals.map((collateral, index) => {
            const { primary, secondary } = summaryOf(collateral);
            return (
              <ListItem
                key={collateral.id ?? index}
                divider
                secondaryAction={
                  <Button color="error" onClick={() => setPendingDelete(index)}>
                    {DELETE_LABEL}
                  </Button>
                }
              >
                <ListItemText primary={primary} secondary={secondary} />
              </ListItem>
            );
          })}
        </List>
      )}
      <ConfirmDialog
        open={pendingDelete !== null}
        title={MESSAGES.deleteConfirm}
        busy={deleting}
        onConfirm={() => void onConfirmDelete()}
        onCancel={() => setPendingDelete(null)}
      />
      <Snackbar open={toast !== null} autoHideDuration={TOAST_MS} onClose={() => setToast(null)}>
        <Alert severity="success" variant="filled" onClose={() => setToast(null)}>
          {toast}
        </Alert>
      </Snackbar>
    </Stack>
  );
}
