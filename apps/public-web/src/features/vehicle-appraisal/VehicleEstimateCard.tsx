import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { APPRAISAL_TEXTS as T, VEHICLE_SELECTION_LABELS, VEHICLE_TYPE_LABELS, formatNtd, vehicleAgeText } from '@lendbridge/domain';
import type { VehicleSearchAnswer } from '@lendbridge/domain';
import { FactsPanel } from '../../shared/FactsPanel';

/** The search's answer: the estimate, how it was reached (price, age, residual share), and the catalogue's note. */
export function VehicleEstimateCard({ answer }: { answer: VehicleSearchAnswer['data'] }) {
  const { result, note } = answer;
  return (
    <Stack spacing={2} component="section" aria-label={T.estimateLabel}>
      <FactsPanel
        label={T.estimateLabel}
        heading
        rows={[
          [T.estimateLabel, <Typography key="estimate" component="strong" variant="h5" sx={{ fontWeight: 700 }}>{formatNtd(result.estimate)}</Typography>],
          [VEHICLE_SELECTION_LABELS.vehicle_type, VEHICLE_TYPE_LABELS[result.vehicle_type]],
          [VEHICLE_SELECTION_LABELS.price, formatNtd(result.price)],
          [VEHICLE_SELECTION_LABELS.made_year, String(result.made_year)],
          [T.ageLabel, vehicleAgeText(result.age_years)],
          [T.residualLabel, `${result.residual_percent}%`],
        ]}
      />
      {note !== null && <Alert severity="info">{note}</Alert>}
      <Typography variant="body2" color="text.secondary">
        {T.estimateNote}
      </Typography>
    </Stack>
  );
}
