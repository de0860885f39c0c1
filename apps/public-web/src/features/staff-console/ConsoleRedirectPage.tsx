import { useEffect } from 'react';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { STAFF_CONSOLE_TEXTS } from '@lendbridge/domain';
import type { PawnCaseList } from '@lendbridge/domain';

/** Where the console is served; its router addresses a resource after the hash (#/pawn-cases). */
const CONSOLE_BASE = '/console/';

/** The console's page of a resource's list, narrowed by a list filter, or of one record. */
export const consoleUrl = (resource: string, where: { filter?: Record<string, string>; show?: string } = {}): string => {
  if (where.show !== undefined) return `${CONSOLE_BASE}#/${resource}/${encodeURIComponent(where.show)}/show`;
  const query = where.filter === undefined ? '' : `?${new URLSearchParams({ filter: JSON.stringify(where.filter) }).toString()}`;
  return `${CONSOLE_BASE}#/${resource}${query}`;
};

/** Leaves the public site for the console page (the back button skips this address), with a link meanwhile. */
function ConsoleRedirect({ to }: { to: string }) {
  useEffect(() => {
    window.location.replace(to);
  }, [to]);
  return (
    <Container maxWidth="sm">
      <Stack spacing={2} sx={{ py: 6, alignItems: 'center' }}>
        <Typography>{STAFF_CONSOLE_TEXTS.leaving}</Typography>
        <Link href={to}>{STAFF_CONSOLE_TEXTS.link}</Link>
      </Stack>
    </Container>
  );
}

/**
 * /pawnshop/market-place (the operators' marketplace) opens the console's pawn cases; with a serial,
 * the marketplace tab searched for that case.
 */
export function PawnshopMarketRedirect() {
  const { serial } = useParams();
  return <ConsoleRedirect to={consoleUrl('pawn-cases', serial === undefined ? {} : { filter: { list: 'market' satisfies PawnCaseList, q: serial } })} />;
}

/** /appraise/market-place (the appraisers' marketplace) opens the console's appraisals; with an id, that item. */
export function AppraiseMarketRedirect() {
  const { id } = useParams();
  return <ConsoleRedirect to={consoleUrl('appraisals', id === undefined ? {} : { show: id })} />;
}
