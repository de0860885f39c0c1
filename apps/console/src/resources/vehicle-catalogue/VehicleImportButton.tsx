import {
  CONSOLE_VEHICLE_CATALOGUE_TEXTS,
  VEHICLE_IMPORT_FORMATS,
  VEHICLE_IMPORT_TEXTS,
  vehicleImportFileProblem,
  vehicleImportRowProblem,
  type VehicleImportAnswer,
  type VehicleImportProblem,
} from '@lendbridge/domain';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormHelperText,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useConsoleAction } from '../../shared/useConsoleAction';

const C = CONSOLE_VEHICLE_CATALOGUE_TEXTS;

const ACCEPT = VEHICLE_IMPORT_FORMATS.map((format) => `.${format}`).join(',');

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The bad rows a refused import names (422 VEHICLE_IMPORT_INVALID's data.problems). */
const problemsOf = (data: unknown): VehicleImportProblem[] =>
  isRecord(data) && Array.isArray(data.problems) ? (data.problems as VehicleImportProblem[]) : [];

/**
 * 匯入車價: a dialog taking one .xlsx or .csv file (its columns and limits told), sent through the
 * data provider. Done, it closes with the count of new and updated vehicles and the list reloads;
 * refused, it shows the refusal and every bad row it names (nothing was imported).
 */
export const VehicleImportButton = () => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<VehicleImportProblem[]>([]);
  const action = useConsoleAction<File, VehicleImportAnswer>({
    send: (dataProvider, chosen) => dataProvider.importVehicleCatalogue(chosen),
    done: (answer) => answer.message,
    onDone: () => setOpen(false),
    fields: ['file'],
    alwaysNotify: true,
  });
  const { errors, setErrors, clearError, reset, run, isPending } = action;

  const start = () => {
    reset();
    setFile(null);
    setProblems([]);
    setOpen(true);
  };

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setProblems([]);
    clearError('file');
  };

  const send = async () => {
    const problem = file === null ? VEHICLE_IMPORT_TEXTS.fileRequired : vehicleImportFileProblem(file);
    if (file === null || problem !== null) {
      setErrors({ file: problem ?? VEHICLE_IMPORT_TEXTS.fileRequired });
      return;
    }
    const outcome = await run(file);
    setProblems(outcome.ok ? [] : problemsOf(outcome.data));
  };

  return (
    <>
      <Button size="small" startIcon={<UploadFileIcon />} onClick={start}>
        {C.import}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="vehicle-import-title" maxWidth="sm" fullWidth>
        <DialogTitle id="vehicle-import-title">{C.importTitle}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {C.importRule}
          </Typography>
          <Button component="label" variant="outlined">
            {C.importFile}
            <input
              type="file"
              hidden
              aria-label={C.importFile}
              accept={ACCEPT}
              onChange={(event) => choose(event.target.files?.[0] ?? null)}
            />
          </Button>
          <Typography variant="body2" sx={{ mt: 1 }}>
            {file?.name ?? ''}
          </Typography>
          <FormHelperText error={errors.file !== undefined}>{errors.file ?? ' '}</FormHelperText>
          {problems.length > 0 ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {C.importProblems}
              <List dense aria-label={C.importProblems}>
                {problems.map((problem) => (
                  <ListItem key={`${problem.row}-${problem.field ?? ''}`} disableGutters>
                    <ListItemText primary={vehicleImportRowProblem(problem.row, problem.message)} />
                  </ListItem>
                ))}
              </List>
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" disabled={isPending} onClick={() => void send()}>
            {C.importSend}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
