import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { MESSAGES } from '@lendbridge/domain';

/**
 * A read that failed, with the way to read again: a page's own read (its error already reported),
 * or a section's read kept in the section so the page around it still shows.
 */
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
