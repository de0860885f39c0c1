import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { ACCOUNT_TEXTS, LOCK_TYPE_LABELS, cycleDayText, ntdText } from '@lendbridge/domain';
import type { ChoiceOption } from '../../shared/form';
import type { AccountOverview } from './account.api';
import { AccountSection, AmountLine } from './AccountSection';

/** A lock's reason as the member reads it; an unknown one as sent. */
export const lockLabel = (lockType: string): string =>
  (LOCK_TYPE_LABELS as Readonly<Record<string, string>>)[lockType] ?? lockType;

/** A bank code with its name from the bank code list ("006 合作金庫商業銀行"), or the code alone. */
export const bankText = (code: string | null, banks: readonly ChoiceOption[]): string =>
  code === null || code === '' ? ACCOUNT_TEXTS.notBound : (banks.find((bank) => bank.value === code)?.label ?? code);

export interface AccountDetailsCardProps {
  overview: AccountOverview;
  banks: readonly ChoiceOption[];
  onChangeBank: () => void;
}

/** The virtual account and the bound bank account. */
export function AccountDetailsCard({ overview, banks, onChangeBank }: AccountDetailsCardProps) {
  return (
    <AccountSection
      title={ACCOUNT_TEXTS.detailsTitle}
      actions={
        <Button size="small" variant="outlined" onClick={onChangeBank}>
          {ACCOUNT_TEXTS.changeVirtualBank}
        </Button>
      }
    >
      <Box component="dl" sx={{ m: 0 }}>
        <AmountLine label={ACCOUNT_TEXTS.virtualAccount} value={overview.lnb_account_number} strong />
        <AmountLine label={ACCOUNT_TEXTS.virtualBank} value={bankText(overview.lnb_account_bank_code, banks)} />
        <AmountLine label={ACCOUNT_TEXTS.boundBank} value={bankText(overview.bound_account_bank_code, banks)} />
        <AmountLine label={ACCOUNT_TEXTS.boundAccount} value={overview.bound_account_number ?? ACCOUNT_TEXTS.notBound} />
      </Box>
    </AccountSection>
  );
}

/** The sums: total, available, withdrawable, locked with its detail, and the amounts set aside. */
export function AccountSumsCard({ overview }: { overview: AccountOverview }) {
  return (
    <AccountSection title={ACCOUNT_TEXTS.sumsTitle}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Box component="dl" sx={{ m: 0 }} aria-label={ACCOUNT_TEXTS.sumsTitle}>
            <AmountLine label={ACCOUNT_TEXTS.totalAmount} value={ntdText(overview.total_amount)} strong />
            <AmountLine label={ACCOUNT_TEXTS.availableAmount} value={ntdText(overview.available_amount)} />
            <AmountLine label={ACCOUNT_TEXTS.withdrawableAmount} value={ntdText(overview.withdrawable_amount)} strong />
            <AmountLine label={ACCOUNT_TEXTS.lockedAmount} value={ntdText(overview.user_lock_amount)} />
          </Box>
          {overview.user_lock_amount_detail.length > 0 && (
            <Box sx={{ mt: 1, pl: 2, borderLeft: 2, borderColor: 'divider' }}>
              <Typography variant="caption" color="text.secondary">
                {ACCOUNT_TEXTS.lockDetail}
              </Typography>
              <Box component="dl" sx={{ m: 0 }} aria-label={ACCOUNT_TEXTS.lockDetail}>
                {overview.user_lock_amount_detail.map((lock) => (
                  <AmountLine key={lock.lock_type} label={lockLabel(lock.lock_type)} value={ntdText(lock.amount)} />
                ))}
              </Box>
            </Box>
          )}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Box component="dl" sx={{ m: 0 }} aria-label={ACCOUNT_TEXTS.preAmount}>
            <AmountLine label={ACCOUNT_TEXTS.preAmount} value={ntdText(overview.pre_amount)} strong />
            <AmountLine label={ACCOUNT_TEXTS.preRepayAmount} value={ntdText(overview.pre_repay_amount)} />
            <AmountLine label={ACCOUNT_TEXTS.preFeeAmount} value={ntdText(overview.pre_fee_amount)} />
            <AmountLine label={ACCOUNT_TEXTS.unenoughAmount} value={ntdText(overview.unenough_amount)} />
            {overview.cycle_day !== null && overview.cycle_day >= 1 && <AmountLine label={ACCOUNT_TEXTS.cycleDay} value={cycleDayText(overview.cycle_day)} />}
          </Box>
        </Grid>
      </Grid>
    </AccountSection>
  );
}
