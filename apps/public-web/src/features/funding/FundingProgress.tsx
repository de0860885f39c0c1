import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FUNDING_TEXTS, formatNtd, fundingBarWidth, fundingDaysLeftText } from '@lendbridge/domain';

export interface FundingProgressProps {
  /** What has been raised, and the goal. */
  raised: number;
  goal: number;
  percent: number;
  daysLeft: number;
}

/** The funding bar (never wider than 100 %), the share raised, the goal and the whole days left. */
export function FundingProgress({ raised, goal, percent, daysLeft }: FundingProgressProps) {
  const width = fundingBarWidth(raised, goal);
  return (
    <Box>
      <LinearProgress
        variant="determinate"
        value={width}
        aria-label={FUNDING_TEXTS.progress}
        aria-valuetext={`${percent}%`}
        sx={{ height: 8, borderRadius: 4 }}
      />
      <Stack direction="row" sx={{ mt: 0.5, justifyContent: 'space-between' }}>
        <Typography variant="body2">
          {FUNDING_TEXTS.raised} {formatNtd(raised)}（{percent}%）
        </Typography>
        <Typography variant="body2">
          {FUNDING_TEXTS.daysLeft} {fundingDaysLeftText(daysLeft)}
        </Typography>
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {FUNDING_TEXTS.target} {formatNtd(goal)}
      </Typography>
    </Box>
  );
}
