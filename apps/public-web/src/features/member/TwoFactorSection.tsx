import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { TWO_FACTOR_TEXTS, twoFactorCodeSchema, zodIssuesToFieldErrors } from '@lendbridge/domain';
import type { TwoFactorEnrolment } from '@lendbridge/domain';
import { ApiError } from '../../app/api';
import { useReportedQuery } from '../../shared/useReportedQuery';
import { confirmTwoFactor, disableTwoFactor, startTwoFactor, twoFactorQueries } from './two-factor.api';

/** The code field's error: the shared schema's message, or the server's for the field. */
function codeError(code: string): string | undefined {
  const parsed = twoFactorCodeSchema.safeParse({ code });
  return parsed.success ? undefined : zodIssuesToFieldErrors(parsed.error).code;
}

const messageOf = (error: unknown): string =>
  error instanceof ApiError ? (error.errors.code ?? error.message) : TWO_FACTOR_TEXTS.codeInvalid;

/**
 * Two-factor sign-in on the member's settings: turn it on (QR code and the secret for typing by
 * hand, then a first code), see the recovery codes once, or turn it off with a code.
 */
export function TwoFactorSection() {
  const queryClient = useQueryClient();
  const state = useReportedQuery(twoFactorQueries.state());
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const run = async (action: () => Promise<void>) => {
    setSending(true);
    setError(undefined);
    try {
      await action();
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setSending(false);
    }
  };

  const start = () =>
    run(async () => {
      setNotice(null);
      setEnrolment(await startTwoFactor());
      setCode('');
    });

  const submitCode = (event: React.FormEvent) => {
    event.preventDefault();
    const invalid = codeError(code);
    if (invalid) {
      setError(invalid);
      return;
    }
    void run(async () => {
      if (enrolment) {
        const enabled = await confirmTwoFactor(code);
        setEnrolment(null);
        setRecoveryCodes(enabled.recovery_codes);
        setNotice(TWO_FACTOR_TEXTS.enabled);
      } else {
        await disableTwoFactor(code);
        setNotice(TWO_FACTOR_TEXTS.disabled);
      }
      setCode('');
      await queryClient.invalidateQueries({ queryKey: twoFactorQueries.state().queryKey });
    });
  };

  if (!state.data) return null;
  const enabled = state.data.enabled;
  const codeField = (
    <TextField
      label={TWO_FACTOR_TEXTS.codeLabel}
      value={code}
      onChange={(event) => setCode(event.target.value)}
      error={error !== undefined}
      helperText={error}
      autoComplete="one-time-code"
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
    />
  );

  return (
    <Stack spacing={2.5}>
      {notice && <Alert severity="success">{notice}</Alert>}
      <Typography variant="body2">{enabled ? TWO_FACTOR_TEXTS.sectionOn : TWO_FACTOR_TEXTS.sectionOff}</Typography>
      {recoveryCodes && (
        <Alert severity="warning" aria-label={TWO_FACTOR_TEXTS.recoveryTitle}>
          <Typography sx={{ fontWeight: 700 }}>{TWO_FACTOR_TEXTS.recoveryTitle}</Typography>
          <Typography variant="body2">{TWO_FACTOR_TEXTS.recoveryHint}</Typography>
          <Box component="ul" data-testid="recovery-codes" sx={{ fontFamily: 'monospace', columns: 2, pl: 2 }}>
            {recoveryCodes.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </Box>
          <Button onClick={() => setRecoveryCodes(null)}>{TWO_FACTOR_TEXTS.recoverySaved}</Button>
        </Alert>
      )}
      {!enabled && !enrolment && (
        <Box>
          <Button variant="contained" onClick={() => void start()} disabled={sending}>
            {TWO_FACTOR_TEXTS.start}
          </Button>
        </Box>
      )}
      {enrolment && (
        <Stack component="form" noValidate spacing={2} onSubmit={submitCode}>
          <Typography variant="body2">{TWO_FACTOR_TEXTS.scan}</Typography>
          <Box component="img" src={enrolment.qr_data_url} alt="QR Code" sx={{ width: 200, height: 200 }} />
          <Typography variant="body2">
            {TWO_FACTOR_TEXTS.secretLabel}：<Box component="code" data-testid="two-factor-secret">{enrolment.secret}</Box>
          </Typography>
          {codeField}
          <Box>
            <Button type="submit" variant="contained" disabled={sending}>
              {TWO_FACTOR_TEXTS.confirm}
            </Button>
          </Box>
        </Stack>
      )}
      {enabled && !recoveryCodes && (
        <Stack component="form" noValidate spacing={2} onSubmit={submitCode}>
          {codeField}
          <Box>
            <Button type="submit" variant="outlined" color="error" disabled={sending}>
              {TWO_FACTOR_TEXTS.disable}
            </Button>
          </Box>
        </Stack>
      )}
    </Stack>
  );
}
