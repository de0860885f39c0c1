import { LISTING_TEXTS, type ConsoleLoanListing } from '@lendbridge/domain';
import { useCallback, useState } from 'react';
import { useNotify } from 'react-admin';
import { errorDetails } from '../../shared/errors';

/** What every listing section gets: the listing as it is, and the answer of its own writes. */
export interface ListingSectionProps {
  listing: ConsoleLoanListing;
  onSaved: (listing: ConsoleLoanListing) => void;
}

/** The error state of an input: red with the message under it, or a blank line kept for the layout. */
export const fieldState = (errors: Record<string, string>, field: string) => ({
  error: errors[field] !== undefined,
  helperText: errors[field] ?? ' ',
});

/**
 * One section's writes: runs a listing call, hands the answer to the page and says so; a refusal
 * (the shared rules' or the server's) puts its field errors on the inputs and notifies its message.
 * Answers whether the write went through.
 */
export const useListingWrite = (onSaved: (listing: ConsoleLoanListing) => void) => {
  const notify = useNotify();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);

  const run = useCallback(
    async (write: () => Promise<ConsoleLoanListing>, done: string = LISTING_TEXTS.saved): Promise<boolean> => {
      setSending(true);
      setErrors({});
      try {
        onSaved(await write());
        notify(done, { type: 'success', messageArgs: { _: done } });
        return true;
      } catch (error) {
        const details = errorDetails(error);
        setErrors(details.errors);
        notify(details.message, { type: 'error', messageArgs: { _: details.message } });
        return false;
      } finally {
        setSending(false);
      }
    },
    [notify, onSaved],
  );

  /** Takes one field's error away once the field is edited. */
  const clearError = useCallback((field: string) => {
    setErrors((current) => {
      if (current[field] === undefined) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);

  return { errors, setErrors, clearError, sending, run };
};
