import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
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
  COLLATERAL_DESCRIPTION_MAX_LENGTH,
  FIELD_LABELS,
  MESSAGES,
  OPTIONS,
  PAWN_COLLATERAL_ADD_ONS,
  PAWN_COLLATERAL_ADD_ON_LABELS,
  PAWN_COLLATERAL_CATEGORIES,
  isBoutiqueCollateral,
  pawnCollateralSchema,
} from '@lendbridge/domain';
import type { PawnCollateralAddOn, PawnCollateralType } from '@lendbridge/domain';
import { ApiError } from '../../app/api';
import { FreeTextBox } from '../../shared/FreeTextBox';
import { FormSectionTitle } from '../../shared/layout/FormCard';
import { FormTextField, NATIVE_SELECT_SLOTS, SELECT_PLACEHOLDER, fieldInputProps } from '../../shared/form';
import { addCollateral, removeCollateral } from './loanApplication.api';
import type { StoredCollateral } from './loanApplication.api';

const L = FIELD_LABELS;

export const ADD_COLLATERAL_LABEL = '新增擔保品';
export const DELETE_LABEL = '刪除';
export const CANCEL_LABEL = '取消';
export const CONFIRM_LABEL = '確定';
export const ADDED_COLLATERALS_TITLE = '已新增的擔保品';
export const NO_COLLATERALS_TEXT = '尚未新增擔保品';

export const ADD_ON_LABELS = PAWN_COLLATERAL_ADD_ON_LABELS;

/** The form of one collateral; the model is sent as details.type. */
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

const blankToUndefined = (value: string): string | undefined => (value.trim() === '' ? undefined : value);

/** The collateral as the domain schema reads it. */
export const collateralInput = (values: CollateralFormValues) => ({
  type: values.type === '' ? undefined : values.type,
  details: {
    brand: blankToUndefined(values.brand),
    type: blankToUndefined(values.model),
    original_pack: values.original_pack,
    guarantee: values.guarantee,
    purchase_proof: values.purchase_proof,
    description: blankToUndefined(values.description),
    expect_value_10k: blankToUndefined(values.expect_value_10k),
  },
});

/** A schema or server error path (type, details.brand, details.type) as a form field. */
export const collateralFieldOf = (path: readonly PropertyKey[]): FormField | undefined => {
  const [first, second] = path.map(String);
  if (first === 'type' && second === undefined) return 'type';
  if (first !== 'details' || second === undefined) return undefined;
  if (second === 'type') return 'model';
  return second in EMPTY_COLLATERAL ? (second as FormField) : undefined;
};

const addOnsText = (collateral: StoredCollateral): string => {
  const held = PAWN_COLLATERAL_ADD_ONS.filter((addOn) => collateral.details[addOn]).map((addOn) => ADD_ON_LABELS[addOn]);
  return held.length === 0 ? `${Object.values(ADD_ON_LABELS).join('、')}：無` : held.join('、');
};

export const collateralSummary = (collateral: StoredCollateral): string =>
  [TYPE_LABELS[collateral.type], collateral.details.brand, collateral.details.type].filter(Boolean).join(' ');

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

function AddOnCheckbox({ control, name, disabled }: { control: Control<CollateralFormValues>; name: PawnCollateralAddOn; disabled: boolean }) {
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      label={ADD_ON_LABELS[name]}
      disabled={disabled}
      control={
        <Checkbox
          name={field.name}
          checked={field.value}
          disabled={disabled}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
        />
      }
    />
  );
}

function DescriptionBox({ control }: { control: Control<CollateralFormValues> }) {
  const { field, fieldState } = useController({ control, name: 'description' });
  return (
    <FreeTextBox
      label={L.collateral_description}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      maxLength={COLLATERAL_DESCRIPTION_MAX_LENGTH}
      error={fieldState.error?.message}
    />
  );
}

export interface CollateralStepProps {
  serial: string;
  collaterals: readonly StoredCollateral[];
  onCollateralsChange: (collaterals: StoredCollateral[]) => void;
  /** The message of the list itself (none added yet). */
  error?: string | undefined;
  onError: (error: unknown) => void;
}

/**
 * The pawn collateral step: a form for one collateral (added through the API) and the list of
 * those added, each removable after a confirmation. Boutique types take no add-ons.
 */
export function CollateralStep({ serial, collaterals, onCollateralsChange, error, onError }: CollateralStepProps) {
  const { control, getValues, setValue, setError, clearErrors, reset } = useForm<CollateralFormValues>({
    defaultValues: EMPTY_COLLATERAL,
  });
  const type = useWatch({ control, name: 'type' });
  const boutique = type !== '' && isBoutiqueCollateral(type);
  const [adding, setAdding] = useState(false);
  const [pendingDelete, setPendingDelete] = useState<number | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [toast, setToast] = useState<string | null>(null);

  const onTypeChange = (next: string) => {
    if (next !== '' && isBoutiqueCollateral(next as PawnCollateralType)) {
      for (const addOn of PAWN_COLLATERAL_ADD_ONS) setValue(addOn, false);
    }
  };

  /** Puts the messages under their fields; answers whether any was placed. */
  const showFieldErrors = (messages: readonly (readonly [readonly PropertyKey[], string])[]): boolean => {
    const placed = new Set<FormField>();
    for (const [path, message] of messages) {
      const field = collateralFieldOf(path);
      if (field === undefined || placed.has(field)) continue;
      setError(field, { type: 'validate', message }, { shouldFocus: placed.size === 0 });
      placed.add(field);
    }
    return placed.size > 0;
  };

  const onAdd = async () => {
    clearErrors();
    const result = pawnCollateralSchema.safeParse(collateralInput(getValues()));
    if (!result.success) {
      showFieldErrors(result.error.issues.map((issue) => [issue.path, issue.message] as const));
      return;
    }
    setAdding(true);
    try {
      onCollateralsChange(await addCollateral(serial, result.data));
      reset(EMPTY_COLLATERAL);
    } catch (caught) {
      const placed =
        caught instanceof ApiError &&
        showFieldErrors(Object.entries(caught.errors).map(([name, message]) => [name.split('.'), message] as const));
      if (!placed) onError(caught);
    } finally {
      setAdding(false);
    }
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
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TypeSelect control={control} onTypeChange={onTypeChange} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="expect_value_10k" label={L.expect_value_10k} numeric />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="brand" label={L.collateral_brand} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="model" label={L.collateral_model} />
        </Grid>
      </Grid>
      <FormGroup row aria-label="附件">
        {PAWN_COLLATERAL_ADD_ONS.map((addOn) => (
          <AddOnCheckbox key={addOn} control={control} name={addOn} disabled={boutique} />
        ))}
      </FormGroup>
      <DescriptionBox control={control} />
      <div>
        <Button variant="outlined" onClick={() => void onAdd()} disabled={adding} aria-busy={adding}>
          {ADD_COLLATERAL_LABEL}
        </Button>
      </div>
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
          {collaterals.map((collateral, index) => (
            <ListItem
              key={collateral.id ?? index}
              divider
              secondaryAction={
                <Button color="error" onClick={() => setPendingDelete(index)}>
                  {DELETE_LABEL}
                </Button>
              }
            >
              <ListItemText
                primary={collateralSummary(collateral)}
                secondary={`${L.expect_value_10k}：${collateral.details.expect_value_10k}；${addOnsText(collateral)}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Dialog open={pendingDelete !== null} onClose={() => setPendingDelete(null)} aria-labelledby="collateral-delete-title">
        <DialogTitle id="collateral-delete-title">{MESSAGES.deleteConfirm}</DialogTitle>
        <DialogActions>
          <Button onClick={() => setPendingDelete(null)} disabled={deleting}>
            {CANCEL_LABEL}
          </Button>
          <Button variant="contained" onClick={() => void onConfirmDelete()} disabled={deleting} autoFocus>
            {CONFIRM_LABEL}
          </Button>
        </DialogActions>
      </Dialog>
      <Snackbar open={toast !== null} autoHideDuration={3000} onClose={() => setToast(null)}>
        <Alert severity="success" variant="filled" onClose={() => setToast(null)}>
          {toast}
        </Alert>
      </Snackbar>
    </Stack>
  );
}
