import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export interface FormCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  maxWidth?: 'sm' | 'md';
}

/** The page shell of a form: a centred card with its heading. */
export function FormCard({ title, subtitle, children, maxWidth = 'sm' }: FormCardProps) {
  return (
    <Container maxWidth={maxWidth}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: subtitle === undefined ? 3 : 1 }}>
          {title}
        </Typography>
        {subtitle !== undefined && (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {subtitle}
          </Typography>
        )}
        {children}
      </Paper>
    </Container>
  );
}

/** The heading of a group of fields inside a form. */
export function FormSectionTitle({ children, component = 'h2' }: { children: ReactNode; component?: 'h2' | 'h3' }) {
  return (
    <Typography component={component} variant="subtitle1" sx={{ fontWeight: 700 }}>
      {children}
    </Typography>
  );
}

/** The note over a form once it was sent. */
export function SuccessNote({ children }: { children: ReactNode }) {
  return (
    <Alert severity="success" sx={{ mb: 2.5 }}>
      {children}
    </Alert>
  );
}
