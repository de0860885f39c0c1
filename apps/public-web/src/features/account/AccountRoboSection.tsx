import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { ACCOUNT_TEXTS, ROBO_API_TEXTS, ROBO_STABLE_LINK_MIN_AVAILABLE, ROBO_STABLE_PATH, roboStableNote } from '@lendbridge/domain';
import type { AccountTransferLayout } from '@lendbridge/domain';
import { RoboTransferButton } from '../robo/RoboTransferButton';
import { AccountSection } from './AccountSection';

export interface AccountRoboSectionProps {
  layout: AccountTransferLayout;
  available: number;
}

/**
 * 智能投資 on the account page (spec 002 sections 6 and 9), unless the layout is withdraw-only: from
 * 50,000 available the note and the 轉入穩健型智能投資 link; for robo members the link to their
 * stable product's summary; in both cases the internal-transfer dialog into the stable product.
 */
export function AccountRoboSection({ layout, available }: AccountRoboSectionProps) {
  if (layout.withdraw_only) return null;
  return (
    <AccountSection title={ACCOUNT_TEXTS.roboTitle}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {layout.robo_stable_link && (
          <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
            {roboStableNote(ROBO_STABLE_LINK_MIN_AVAILABLE)}
          </Typography>
        )}
        {layout.robo_stable_link && (
          <Button variant="outlined" component={RouterLink} to={ROBO_STABLE_PATH}>
            {ACCOUNT_TEXTS.roboStable}
          </Button>
        )}
        {layout.robo_transfer_links && (
          <Button variant="outlined" component={RouterLink} to={ROBO_STABLE_PATH}>
            {ROBO_API_TEXTS.summary}
          </Button>
        )}
        <RoboTransferButton product="stable" available={available} />
      </Stack>
    </AccountSection>
  );
}
