import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface AlertOptions {
  title: string;
  text?: string;
}

export interface AlertDialogProps extends AlertOptions {
  open: boolean;
  onClose: () => void;
}

/** A title, an optional text and one 確定 button. */
export function AlertDialog({ open, title, text, onClose }: AlertDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="alert-dialog-title" maxWidth="xs" fullWidth>
      <DialogTitle id="alert-dialog-title">{title}</DialogTitle>
      {text !== undefined && text !== '' && (
        <DialogContent>
          <DialogContentText sx={{ whiteSpace: 'pre-line' }}>{text}</DialogContentText>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          確定
        </Button>
      </DialogActions>
    </Dialog>
  );
}

interface QueuedAlert extends AlertOptions {
  id: number;
  resolve: () => void;
}

export interface AlertContextValue {
  /** Shows the dialog (queued behind any open one); resolves when it is closed. */
  showAlert: (options: AlertOptions) => Promise<void>;
  /** An alert is showing: a page's own dialog waits for it, so one dialog shows at a time. */
  alertOpen: boolean;
}

const AlertContext = createContext<AlertContextValue | null>(null);

let nextAlertId = 1;

/** The one place alert dialogs are shown from. */
export function AlertProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<QueuedAlert[]>([]);

  const showAlert = useCallback(
    (options: AlertOptions) =>
      new Promise<void>((resolve) => {
        setQueue((current) => {
          const last = current[current.length - 1];
          if (last !== undefined && last.title === options.title && last.text === options.text) {
            const previous = last.resolve;
            return [...current.slice(0, -1), { ...last, resolve: () => { previous(); resolve(); } }];
          }
          nextAlertId += 1;
          return [...current, { ...options, id: nextAlertId, resolve }];
        });
      }),
    [],
  );

  const current = queue[0];

  const close = useCallback(() => {
    setQueue((queued) => queued.slice(1));
    current?.resolve();
  }, [current]);

  const alertOpen = current !== undefined;
  const value = useMemo(() => ({ showAlert, alertOpen }), [showAlert, alertOpen]);

  return (
    <AlertContext.Provider value={value}>
      {children}
      {current !== undefined && (
        <AlertDialog key={current.id} open title={current.title} text={current.text} onClose={close} />
      )}
    </AlertContext.Provider>
  );
}

export function useAlert(): AlertContextValue {
  const value = useContext(AlertContext);
  if (value === null) throw new Error('useAlert needs an AlertProvider');
  return value;
}
