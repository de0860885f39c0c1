import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { UserStatus } from '../../app/session';
import { useUserStatus } from '../../app/session';
import { PageLoading } from '../../shared/PageLoading';
import { PRODUCT_NAME } from '../../shared/layout/AppLayout';

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

const FEATURES: readonly { title: string; text: string }[] = [
  { title: '我要借款', text: '線上申請、文件上傳與進度追蹤，借款條件清楚透明。' },
  { title: '我要投資', text: '依風險屬性瀏覽借款案件，分散投資、按月收取本息。' },
  { title: '安全可靠', text: '身分與銀行帳戶經人工審核，交易資料全程加密傳輸。' },
];

function LadderCard({ status }: { status: UserStatus }) {
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

export function HomePage() {
  const { status, loading } = useUserStatus();
  return (
    <Container maxWidth="lg">
      <Box sx={{ py: { xs: 3, sm: 6 }, textAlign: { xs: 'left', sm: 'center' } }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 1.5 }}>
          歡迎來到 {PRODUCT_NAME}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 640, mx: 'auto' }}>
          連結有資金需求的借款人與尋找穩定收益的投資人，讓每一筆借貸都清楚、公開、有保障。
        </Typography>
      </Box>
      {loading ? <PageLoading /> : <LadderCard status={status} />}
      <Grid container spacing={2} sx={{ mt: 3 }}>
        {FEATURES.map((feature) => (
          <Grid key={feature.title} size={{ xs: 12, md: 4 }}>
            <Paper variant="outlined" sx={{ p: 3, height: '100%' }}>
              <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
                {feature.title}
              </Typography>
              <Typography color="text.secondary">{feature.text}</Typography>
            </Paper>
          </Grid>
        ))}
      </Grid>
    </Container>
  );
}
