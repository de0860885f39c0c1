import { useCallback, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { APPRAISAL_TEXTS as T, VEHICLE_SELECTION_FIELDS, nextVehicleSelection } from '@lendbridge/domain';
import type { VehicleListedSelection, VehicleSearchAnswer, VehicleSelectionField } from '@lendbridge/domain';
import { isAbortError } from '../../app/api';
import { useAlert } from '../../shared/AlertDialog';
import { FormCard } from '../../shared/layout/FormCard';
import { CaptchaWidget } from './CaptchaWidget';
import { VehicleEstimateCard } from './VehicleEstimateCard';
import { VehicleSelect, VehicleTypeSelect } from './VehicleSelect';
import { searchVehicle } from './vehicleAppraisal.api';
import type { VehicleChoices } from './vehicleAppraisal.api';

const LISTED_FIELDS = VEHICLE_SELECTION_FIELDS.filter((field): field is VehicleListedSelection => field !== 'vehicle_type');

/** A choice keeps the selections before it and clears every one after it. */
const choose = (choices: VehicleChoices, field: VehicleSelectionField, value: string): VehicleChoices => {
  const kept = VEHICLE_SELECTION_FIELDS.slice(0, VEHICLE_SELECTION_FIELDS.indexOf(field)).map((earlier) => [earlier, choices[earlier]]);
  return { ...Object.fromEntries(kept), [field]: value };
};

/**
 * /appraise/vehicle, open to visitors: the cascade of selects (vehicle type, brand, model, model
 * year, manufacturing year, body type, spec, new price), the human check, and the estimate. A
 * failed search shows 目前伺服器忙碌中 / 請稍後再試！; each search spends the check.
 */
export function VehicleAppraisalPage() {
  const { showAlert } = useAlert();
  const [choices, setChoices] = useState<VehicleChoices>({});
  const [token, setToken] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const [answer, setAnswer] = useState<VehicleSearchAnswer['data'] | null>(null);
  const search = useMutation({
    mutationFn: ({ chosen, captcha }: { chosen: VehicleChoices; captcha: string }) => searchVehicle(chosen, captcha),
  });

  const onChoose = useCallback((field: VehicleSelectionField, value: string) => {
    setChoices((current) => choose(current, field, value));
    setAnswer(null);
  }, []);

  const complete = nextVehicleSelection(choices) === null;

  const submit = async () => {
    if (!complete || token === null) return;
    try {
      setAnswer(await search.mutateAsync({ chosen: choices, captcha: token }));
    } catch (error) {
      if (!isAbortError(error)) await showAlert({ title: T.searchBusyTitle, text: T.searchBusyText });
    } finally {
      setToken(null);
      setRound((current) => current + 1);
    }
  };

  return (
    <FormCard title={T.vehicleTitle} subtitle={T.vehicleIntro} maxWidth="md">
      <Box
        component="form"
        aria-label={T.vehicleTitle}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <VehicleTypeSelect value={choices.vehicle_type ?? ''} onChoose={onChoose} />
          {LISTED_FIELDS.map((field) => (
            <VehicleSelect key={field} field={field} choices={choices} onChoose={onChoose} />
          ))}
        </Box>
        <Stack spacing={2} sx={{ mt: 2, alignItems: 'flex-start' }}>
          <Box>
            <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
              {T.captchaLabel}
            </Typography>
            <CaptchaWidget onChange={setToken} round={round} />
          </Box>
          <Button type="submit" variant="contained" color="secondary" size="large" disabled={!complete || token === null || search.isPending}>
            {T.vehicleSearch}
          </Button>
        </Stack>
      </Box>
      {answer !== null && (
        <Box sx={{ mt: 3 }}>
          <VehicleEstimateCard answer={answer} />
        </Box>
      )}
    </FormCard>
  );
}
