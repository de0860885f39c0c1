import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { FARM_FIELD_LABELS, FARM_PAGE_TYPE_LABELS, FARM_TEXTS, formatDateTime } from '@lendbridge/domain';
import type { FarmPageInfo } from '@lendbridge/domain';
import { LabelledRows } from '../../shared/LabelledRows';

const T = FARM_TEXTS;

/** The traceability report: what the farm is, where, which fields it watches, and how much it has recorded. */
export function FarmReportDialog({ info, open, onClose }: { info: FarmPageInfo; open: boolean; onClose: () => void }) {
  const rows: [string, string][] = [
    [T.pageTitle, `${info.name}（${info.no}）`],
    [T.location, info.location],
    [FARM_TEXTS.fields, info.fields.map((field) => `${FARM_FIELD_LABELS[field.code]}・${field.name}`).join('、')],
    [T.gacpTitle, info.gacp_options.map((option) => option.label).join('、')],
    [T.lastReading, info.last_measured_at ? formatDateTime(info.last_measured_at) : T.noData],
    [T.imageCount, String(info.image_count)],
    [T.recordCount, String(info.record_count)],
  ];
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="farm-report-title">
      <DialogTitle id="farm-report-title">{T.reportTitle}</DialogTitle>
      <DialogContent>
        <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
          {FARM_PAGE_TYPE_LABELS[info.type]}
        </Typography>
        {info.description && (
          <Typography variant="body2" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
            {info.description}
          </Typography>
        )}
        <LabelledRows rows={rows} labelWidth="35%" />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{T.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
