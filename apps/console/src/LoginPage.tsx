import { loginSchema, FIELD_LABELS } from '@lendbridge/domain';
import { Login, LoginForm, PasswordInput, TextInput } from 'react-admin';
import { zodValidator } from './validation';

const validateEmail = zodValidator(loginSchema.shape.email);
const validatePassword = zodValidator(loginSchema.shape.password);

/** Staff sign-in with e-mail and password (the API's /api/auth/login). */
export const LoginPage = () => (
  <Login>
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
    </LoginForm>
  </Login>
);
