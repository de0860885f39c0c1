import { useMemo, useState } from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { ACCOUNT_STATEMENT_MONTHS, ACCOUNT_TEXTS, statementMonthLabel, statementMonths, taipeiDayStart } from '@lendbridge/domain';
import { useErrorHandlerRef } from '../../app/useErrorHandler';
import { fetchStatementFile, statementUrl } from './account.api';
import { AccountSection } from './AccountSection';

/** Hands a downloaded blob to the browser under its file name. */
export const saveFile = (blob: Blob, fileName: string): void => {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  URL.revokeObjectURL(url);
};

/**
 * Links to the statement of the month of `today` (the business date, 'YYYY-MM-DD') and the months
 * before it, each an .xlsx download; none while the date is not known.
 */
export function StatementDownloads({ today }: { today: string | null }) {
  const handleErrorRef = useErrorHandlerRef();
  const months = useMemo(() => (today === null ? [] : statementMonths(taipeiDayStart(today), ACCOUNT_STATEMENT_MONTHS)), [today]);
  const [busy, setBusy] = useState<string | null>(null);

  const download = (month: string) => {
    if (busy !== null) return;
    setBusy(month);
    fetchStatementFile(month)
      .then(({ blob, fileName }) => saveFile(blob, fileName))
      .catch((error: unknown) => handleErrorRef.current(error))
      .finally(() => setBusy(null));
  };

  return (
    <AccountSection title={ACCOUNT_TEXTS.statementsTitle}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {months.map((month) => (
          <Link
            key={month}
            href={statementUrl(month)}
            underline="hover"
            aria-busy={busy === month}
            onClick={(event) => {
              event.preventDefault();
              download(month);
            }}
          >
            {statementMonthLabel(month)}
          </Link>
        ))}
      </Stack>
    </AccountSection>
  );
}
