import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { LOAN_APP_TYPE_LABELS, MESSAGES, loanAppTypesFor } from '@lendbridge/domain';
import { useUserStatus } from '../../app/session';
import { FormCard } from '../../shared/layout/FormCard';
import { entryUrl } from './LoanApplicationStartPage';

/**
 * /loan-application/create: the application types the member may open (a company the corporate
 * form, a person every other type), each leading to its own entry.
 */
export function LoanApplicationCreatePage() {
  const { status } = useUserStatus();
  const types = loanAppTypesFor(status.memberType ?? 'person');
  return (
    <FormCard title={MESSAGES.loanAppTypeChooseTitle} maxWidth="md" subtitle={MESSAGES.loanAppTypeChooseIntro}>
      <Grid container spacing={2}>
        {types.map((type) => (
          <Grid key={type} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
              <CardContent sx={{ flexGrow: 1 }}>
                <Typography component="h2" variant="h6">
                  {LOAN_APP_TYPE_LABELS[type]}
                </Typography>
              </CardContent>
              <CardActions>
                <Button
                  component={RouterLink}
                  to={entryUrl(type)}
                  variant="contained"
                  aria-label={`${LOAN_APP_TYPE_LABELS[type]} ${MESSAGES.loanAppTypeApply}`}
                >
                  {MESSAGES.loanAppTypeApply}
                </Button>
              </CardActions>
            </Card>
          </Grid>
        ))}
      </Grid>
    </FormCard>
  );
}
