import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { MESSAGES } from '@lendbridge/domain';

/** A read that failed (the error was already reported), with the way to read again. */
export function LoadFailed({ onReload }: { onReload: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onReload}>
          {MESSAGES.reload}
        </Button>
      }
    >
      {MESSAGES.genericErrorText}
    </Alert>
  );
}
