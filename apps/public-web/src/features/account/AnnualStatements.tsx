import { useState } from 'react';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ANNUAL_STATEMENT_TEXTS, MESSAGES } from '@lendbridge/domain';
import { useQuery } from '@tanstack/react-query';
import { useErrorHandlerRef } from '../../app/useErrorHandler';
import { AccountSection } from './AccountSection';
import { annualStatementQueries, fetchAnnualStatementFile } from './annualStatements.api';
import { saveFile } from './StatementDownloads';

/**
 * The annual income statements (年度收益對帳單): one PDF link per year with interest, fees,
 * principal returned, penalties or cashback, newest first. Loaded as its own chunk of the account page.
 */
export function AnnualStatements() {
  const handleErrorRef = useErrorHandlerRef();
  const years = useQuery(annualStatementQueries.years());
  const [busy, setBusy] = useState<number | null>(null);

  const download = (year: number) => {
    if (busy !== null) return;
    setBusy(year);
    fetchAnnualStatementFile(year)
      .then(({ blob, fileName }) => saveFile(blob, fileName))
      .catch((error: unknown) => handleErrorRef.current(error))
      .finally(() => setBusy(null));
  };

  return (
    <AccountSection title={ANNUAL_STATEMENT_TEXTS.sectionTitle}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {ANNUAL_STATEMENT_TEXTS.intro}
      </Typography>
      {years.isFetching && years.data === undefined && <LinearProgress aria-label={ANNUAL_STATEMENT_TEXTS.loading} />}
      {years.isError && years.data === undefined && <Alert severity="info">{MESSAGES.accountProcessing}</Alert>}
      {years.data?.length === 0 && <Typography variant="body2">{ANNUAL_STATEMENT_TEXTS.none}</Typography>}
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {years.data?.map((entry) => (
          <Link
            key={entry.year}
            href={entry.download_path}
            underline="hover"
            aria-busy={busy === entry.year}
            onClick={(event) => {
              event.preventDefault();
              download(entry.year);
            }}
          >
            {ANNUAL_STATEMENT_TEXTS.yearLink(entry.year)}
          </Link>
        ))}
      </Stack>
    </AccountSection>
  );
}
