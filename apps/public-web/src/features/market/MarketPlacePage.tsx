import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

/** The marketplace is not open yet: the page says so and lists no cases. */
export function MarketPlacePage() {
  return (
    <Container maxWidth="sm">
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
          借貸市集即將開放
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          借款申請與投資案件將於市集開放後上線。您可以先完成會員註冊與身分驗證，開放時即可立即使用。
        </Typography>
        <Button variant="contained" component={RouterLink} to="/">
          回到首頁
        </Button>
      </Paper>
    </Container>
  );
}
