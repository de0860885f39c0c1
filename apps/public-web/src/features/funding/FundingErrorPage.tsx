import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { FUNDING_TEXTS } from '@lendbridge/domain';
import { FUNDING_PATHS } from './funding.api';

/** Where a fill page that could not be read leads (spec 8). */
export function FundingErrorPage() {
  return (
    <Container maxWidth="sm" sx={{ py: 6, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {FUNDING_TEXTS.errorTitle}
      </Typography>
      <Typography gutterBottom>{FUNDING_TEXTS.fillRetry}</Typography>
      <Button variant="contained" component={RouterLink} to={FUNDING_PATHS.market}>
        {FUNDING_TEXTS.backToMarket}
      </Button>
    </Container>
  );
}
