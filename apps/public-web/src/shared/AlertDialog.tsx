import { Suspense, createContext, lazy, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';

export interface AlertOptions {
  title: string;
  text?: string;
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

/**
 * The dialog itself loads beside the first page rather than with it: the provider starts loading it
 * once mounted, so it is there by the time a page shows an alert.
 */
const loadAlertDialog = () => import('./AlertDialogView');
const AlertDialog = lazy(() => loadAlertDialog().then((module) => ({ default: module.AlertDialog })));

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

  useEffect(() => {
    void loadAlertDialog();
  }, []);

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
        <Suspense fallback={null}>
          <AlertDialog key={current.id} open title={current.title} text={current.text} onClose={close} />
        </Suspense>
      )}
    </AlertContext.Provider>
  );
}

export function useAlert(): AlertContextValue {
  const value = useContext(AlertContext);
  if (value === null) throw new Error('useAlert needs an AlertProvider');
  return value;
}
