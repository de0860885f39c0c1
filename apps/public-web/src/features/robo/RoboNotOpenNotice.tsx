import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { ROBO_API_TEXTS, ROBO_PAGE_TEXTS } from '@lendbridge/domain';
import { ROBO_MARKET_PATH } from './roboPaths';

/** What a member not flagged vip sees where the vip product would be: the API's 403 as a notice. */
export function RoboNotOpenNotice() {
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" size="small" component={RouterLink} to={ROBO_MARKET_PATH}>
          {ROBO_PAGE_TEXTS.marketTitle}
        </Button>
      }
    >
      {ROBO_API_TEXTS.notOpen}
    </Alert>
  );
}
