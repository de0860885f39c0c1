import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PAWNSHOP_FIELD_LABELS as L, PAWNSHOP_TEXTS as T, pawnPeriodText, tenThousandText } from '@lendbridge/domain';
import type { MarketPawnCase, PawnProjectView } from '@lendbridge/domain';
import { useQuery } from '@tanstack/react-query';
import { formatMoney } from './format';
import { pawnCaseQueries } from './market.api';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2">{value}</Typography>
    </Stack>
  );
}

/** One case: the collateral kinds, what was asked, the appraisal and the terms once a pawnshop set them. */
function PawnCaseCard({ pawnCase }: { pawnCase: MarketPawnCase }) {
  const { setting } = pawnCase;
  return (
    <Card variant="outlined" component="article" aria-label={pawnCase.serial}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }} useFlexGap>
          <Typography variant="subtitle1" component="h3">
            {pawnCase.serial}
          </Typography>
          <Chip size="small" color="primary" variant="outlined" label={pawnCase.status_label} />
          {pawnCase.collateral_labels.map((label) => (
            <Chip key={label} size="small" label={label} />
          ))}
        </Stack>
        <Typography variant="overline">{T.askedTerms}</Typography>
        <Fact label={L.amount} value={formatMoney(pawnCase.amount)} />
        <Fact label={L.period} value={pawnPeriodText(pawnCase.period)} />
        <Fact label={T.appraisal} value={pawnCase.appraised_value === null ? T.notAppraised : tenThousandText(pawnCase.appraised_value)} />
        {setting.amount !== null && setting.period !== null && setting.yearly_rate !== null && (
          <>
            <Typography variant="overline">{T.setTerms}</Typography>
            <Fact label={L.amount} value={formatMoney(setting.amount)} />
            <Fact label={L.period} value={pawnPeriodText(setting.period)} />
            <Fact label={L.yearly_rate} value={`${setting.yearly_rate}%`} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** The pawn-project view's cases without a loan yet (pending and locked), above the view's loans. */
export function PawnCaseList({ view }: { view: PawnProjectView }) {
  const read = useQuery(pawnCaseQueries.view(view));
  const cases = read.data?.data ?? [];
  if (cases.length === 0) return null;
  return (
    <section aria-label={T.marketCasesTitle}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {T.marketCasesTitle}
      </Typography>
      <Alert severity="info" sx={{ mb: 2 }}>
        {T.marketCasesNote}
      </Alert>
      <Grid container spacing={2} sx={{ mb: 3 }}>
        {cases.map((pawnCase) => (
          <Grid key={pawnCase.serial} size={{ xs: 12, sm: 6, md: 4 }}>
            <PawnCaseCard pawnCase={pawnCase} />
          </Grid>
        ))}
      </Grid>
    </section>
  );
}
