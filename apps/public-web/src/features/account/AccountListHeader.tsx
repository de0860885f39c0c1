import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { ACCOUNT_PAGE_PATH, ACCOUNT_TEXTS } from '@lendbridge/domain';

export interface AccountListHeaderProps {
  title: string;
  /** The other list of the account, with local_nav_active. */
  other: { label: string; to: string };
}

/** A statement list's title with the way back to the account and to the other list. */
export function AccountListHeader({ title, other }: AccountListHeaderProps) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button component={RouterLink} to={other.to}>
          {other.label}
        </Button>
        <Button variant="outlined" component={RouterLink} to={ACCOUNT_PAGE_PATH}>
          {ACCOUNT_TEXTS.backToAccount}
        </Button>
      </Stack>
    </Stack>
  );
}
