import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { UserStatus } from '../../app/session';

interface LadderRung {
  label: string;
  done: (status: UserStatus) => boolean;
  /** Where the rung is completed. */
  to: string;
  action: string;
}

/** The member ladder as the home page shows it: account, basic data, trading member (identity and bank), questionnaire. */
export const HOME_LADDER: readonly LadderRung[] = [
  { label: '註冊帳號', done: (status) => status.loggedIn, to: '/auth/register', action: '立即註冊' },
  { label: '會員基本資料', done: (status) => status.isMember, to: '/member/basic', action: '填寫基本資料' },
  { label: '交易會員資料與銀行帳戶', done: (status) => status.isMemberFull, to: '/member/register', action: '成為交易會員' },
  {
    label: '風險屬性調查',
    done: (status) => status.isMemberCompletedQuestionnaire,
    to: '/member/risk-questionnaire',
    action: '填寫風險屬性調查',
  },
];

/** The member ladder card: where the visitor or member stands and the next step. */
export function LadderCard({ status }: { status: UserStatus }) {
  const current = HOME_LADDER.findIndex((rung) => !rung.done(status));
  const nextRung = current === -1 ? undefined : HOME_LADDER[current];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }} component="section" aria-label="會員進度">
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
        {status.loggedIn ? '您的會員進度' : '加入會員的步驟'}
      </Typography>
      <Stepper activeStep={current === -1 ? HOME_LADDER.length : current} alternativeLabel sx={{ mb: 3 }}>
        {HOME_LADDER.map((rung) => (
          <Step key={rung.label} completed={rung.done(status)}>
            <StepLabel>{rung.label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {nextRung === undefined ? (
        <Box sx={{ textAlign: 'center' }}>
          <Typography sx={{ mb: 2 }}>您已完成所有會員步驟，可以開始借款或投資。</Typography>
          <Button variant="contained" component={RouterLink} to="/market-place">
            前往市集
          </Button>
        </Box>
      ) : (
        <Box sx={{ textAlign: 'center' }}>
          <Typography sx={{ mb: 2 }}>下一步：{nextRung.label}</Typography>
          <Button variant="contained" color="secondary" component={RouterLink} to={nextRung.to}>
            {nextRung.action}
          </Button>
        </Box>
      )}
    </Paper>
  );
}
