import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { LEGAL_COLLECTION_TEXTS, legalCollectionProgressText } from '@lendbridge/domain';

/** The request's progress bar at the spec's percentage for its status, with the percentage beside it. */
export function LegalCollectionProgress({ progress, label }: { progress: number; label?: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 140 }}>
      <LinearProgress
        variant="determinate"
        value={progress}
        aria-label={label ?? LEGAL_COLLECTION_TEXTS.progress}
        sx={{ flexGrow: 1, height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 40, textAlign: 'right' }}>
        {legalCollectionProgressText(progress)}
      </Typography>
    </Box>
  );
}
