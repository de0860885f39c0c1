import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { MESSAGES, NOT_FOUND_META } from '@lendbridge/domain';
import { usePageTitle } from '../../shared/layout/pageTitle';

export function NotFoundPage() {
  usePageTitle(NOT_FOUND_META.title, NOT_FOUND_META.description);
  return (
    <Container maxWidth="sm" sx={{ textAlign: 'center', py: 6 }}>
      <Typography component="h1" variant="h3" sx={{ fontWeight: 700, mb: 1 }}>
        404
      </Typography>
      <Typography sx={{ mb: 3 }}>{MESSAGES.notFound}</Typography>
      <Button variant="contained" component={RouterLink} to="/">
        回到首頁
      </Button>
    </Container>
  );
}
