import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  MARKET_SOURCE_LABELS,
  MARKET_TEXTS,
  MARKET_TYPE_GROUP_LABELS,
  displayLevelInfo,
} from '@lendbridge/domain';
import type { MarketLoanCard } from '@lendbridge/domain';
import { formatMoney, formatPercent, labelOf } from './format';

const T = MARKET_TEXTS;

/** The credit level as a coloured chip (the group's colour). */
export function CreditLevelChip({ grade, level }: { grade: string; level: string | null }) {
  const info = displayLevelInfo(grade);
  return (
    <Chip
      size="small"
      label={level ?? grade}
      aria-label={`${T.creditLevel} ${level ?? grade}`}
      sx={{ bgcolor: info?.color, color: info === undefined ? undefined : '#fff', fontWeight: 700 }}
    />
  );
}

/** Chips telling what kind of case it is: type group, source, protection, student, collateral, read. */
export function LoanBadges({ loan, read }: { loan: MarketLoanCard; read: boolean }) {
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {loan.type_group !== null && <Chip size="small" variant="outlined" label={MARKET_TYPE_GROUP_LABELS[loan.type_group]} />}
      <Chip size="small" variant="outlined" label={MARKET_SOURCE_LABELS[loan.source]} />
      {Number(loan.pgr) > 0 && <Chip size="small" color="success" variant="outlined" label={`${T.pgr} ${formatPercent(loan.pgr)}`} />}
      {loan.is_student_loan && <Chip size="small" color="secondary" variant="outlined" label={T.studentLoan} />}
      {loan.exist_collaterals && <Chip size="small" color="info" variant="outlined" label={T.collateral} />}
      {read && <Chip size="small" label={T.read} />}
    </Stack>
  );
}

export interface LoanCardProps {
  loan: MarketLoanCard;
  read: boolean;
  onOpen: (serial: string) => void;
}

/**
 * One case in the card view. The whole card opens the case: its one button, named 查看案件 and the serial,
 * stretches over the card, so a screen reader hears a short name that contains the button's visible text.
 */
export function LoanCard({ loan, read, onOpen }: LoanCardProps) {
  return (
    <Card
      variant="outlined"
      sx={{ height: '100%', opacity: read ? 0.85 : 1, position: 'relative', '&:hover': { bgcolor: 'action.hover' } }}
      data-testid="loan-card"
    >
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {loan.serial}
          </Typography>
          <CreditLevelChip grade={loan.grade} level={loan.credit_level} />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {labelOf('loan_purpose', loan.purpose)}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ mb: 1 }}>
          <Box>
            <Typography variant="caption" color="text.secondary">
              {T.apr}
            </Typography>
            <Typography variant="h6" color="primary" sx={{ fontWeight: 700 }}>
              {formatPercent(loan.apr)}
            </Typography>
          </Box>
          <Box>
            <Typography variant="caption" color="text.secondary">
              {T.amount}
            </Typography>
            <Typography variant="h6">{formatMoney(loan.amount)}</Typography>
          </Box>
          <Box>
            <Typography variant="caption" color="text.secondary">
              {T.period}
            </Typography>
            <Typography variant="h6">{loan.period}</Typography>
          </Box>
        </Stack>
        <LinearProgress
          variant="determinate"
          value={Math.min(100, Number(loan.invested_progress))}
          aria-label={`${T.progress} ${formatPercent(loan.invested_progress)}`}
          sx={{ height: 8, borderRadius: 4, mb: 0.5 }}
        />
        <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 1 }}>
          <Typography variant="caption">{`${T.progress} ${formatPercent(loan.invested_progress)}`}</Typography>
          <Typography variant="caption">{`${T.amountInvestable} ${formatMoney(loan.amount_investable)}`}</Typography>
        </Stack>
        <LoanBadges loan={loan} read={read} />
        <Button
          size="small"
          disableRipple
          onClick={() => onOpen(loan.serial)}
          aria-label={`${T.detail} ${loan.serial}`}
          sx={{ mt: 1, px: 0, position: 'static', '&::after': { content: '""', position: 'absolute', inset: 0 } }}
        >
          {T.detail}
        </Button>
      </CardContent>
    </Card>
  );
}
