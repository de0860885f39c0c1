import { loginSchema, FIELD_LABELS, TWO_FACTOR_TEXTS } from '@lendbridge/domain';
import { Typography } from '@mui/material';
import { Login, LoginForm, PasswordInput, TextInput } from 'react-admin';
import { PRODUCT_NAME } from './brand';
import { zodValidator } from './validation';

const validateEmail = zodValidator(loginSchema.shape.email);
const validatePassword = zodValidator(loginSchema.shape.password);

/** Staff sign-in with e-mail and password (the API's /api/auth/login), and the two-factor code once that is on. */
export const LoginPage = () => (
  <Login>
    <Typography component="h1" variant="h6" align="center" sx={{ mt: 2, px: 2 }}>
      {PRODUCT_NAME}
    </Typography>
    <LoginForm>
      <TextInput
        autoFocus
        source="email"
        label={FIELD_LABELS.email}
        type="email"
        autoComplete="email"
        validate={validateEmail}
      />
      <PasswordInput
        source="password"
        label={FIELD_LABELS.password}
        autoComplete="current-password"
        validate={validatePassword}
      />
      <TextInput
        source="totp_code"
        label={TWO_FACTOR_TEXTS.codeLabel}
        helperText={TWO_FACTOR_TEXTS.consoleLoginHint}
        autoComplete="one-time-code"
      />
    </LoginForm>
  </Login>
);
