import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ACCOUNT_TEXTS, dayOf, isReminderDue, isoToSlashed, ntdText, visibleReminders } from '@lendbridge/domain';
import { entryLabel } from './account.api';
import type { AccountAmountEntry } from './account.api';
import { AccountSection } from './AccountSection';

interface EntriesTableProps {
  title: string;
  entries: readonly AccountAmountEntry[];
  empty: string;
  /** Marks entries due by this day ('YYYY-MM-DD'). */
  dueBy?: string;
}

function EntriesTable({ title, entries, empty, dueBy }: EntriesTableProps) {
  if (entries.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <Table size="small" aria-label={title}>
      <TableHead>
        <TableRow>
          <TableCell>{ACCOUNT_TEXTS.date}</TableCell>
          <TableCell>{ACCOUNT_TEXTS.subject}</TableCell>
          <TableCell align="right">{ACCOUNT_TEXTS.amount}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map((entry, index) => (
          <TableRow key={`${entry.date}-${entryLabel(entry)}-${index}`}>
            <TableCell>
              {isoToSlashed(dayOf(entry.date))}
              {dueBy !== undefined && isReminderDue(entry.date, dueBy) && (
                <Chip size="small" color="warning" label={ACCOUNT_TEXTS.due} sx={{ ml: 1 }} />
              )}
            </TableCell>
            <TableCell>{entryLabel(entry)}</TableCell>
            <TableCell align="right">{ntdText(entry.amount)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Coming deductions: every due one up to five, at least two. */
export function AccountRemindersCard({ reminders, today }: { reminders: readonly AccountAmountEntry[]; today: string }) {
  return (
    <AccountSection title={ACCOUNT_TEXTS.remindersTitle}>
      <EntriesTable
        title={ACCOUNT_TEXTS.remindersTitle}
        entries={visibleReminders(reminders, today)}
        empty={ACCOUNT_TEXTS.remindersEmpty}
        dueBy={today}
      />
    </AccountSection>
  );
}

/** The recent entries the overview previews. */
export function RecentPreviewCard({ entries }: { entries: readonly AccountAmountEntry[] }) {
  return (
    <AccountSection title={ACCOUNT_TEXTS.recentTitle}>
      <EntriesTable title={ACCOUNT_TEXTS.recentTitle} entries={entries} empty={ACCOUNT_TEXTS.recentEmpty} />
    </AccountSection>
  );
}
