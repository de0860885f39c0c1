import { LISTING_TEXTS, type ConsoleLoanListing } from '@lendbridge/domain';
import { useCallback } from 'react';
import type { ConsoleDataProvider } from '../../dataProvider';
import { useConsoleAction } from '../../shared/useConsoleAction';

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

/** One write of the listing: the data-provider call, and its notice when it is not 已儲存. */
interface ListingWrite {
  send: (dataProvider: ConsoleDataProvider) => Promise<{ data: ConsoleLoanListing }>;
  done?: string;
}

/**
 * One section's writes, as console actions: the answer goes to the page and the notice says so; a
 * refusal (the shared rules' or the server's) puts its field errors on the inputs and notifies its
 * message. `run` answers whether the write went through.
 */
export const useListingWrite = (onSaved: (listing: ConsoleLoanListing) => void) => {
  const action = useConsoleAction<ListingWrite, ConsoleLoanListing>({
    send: async (dataProvider, write) => (await write.send(dataProvider)).data,
    done: (_listing, write) => write.done ?? LISTING_TEXTS.saved,
    onDone: (listing) => onSaved(listing),
    refresh: false,
    fields: 'any',
    alwaysNotify: true,
  });
  const { run: runAction } = action;

  const run = useCallback(
    async (send: ListingWrite['send'], done?: string): Promise<boolean> => (await runAction({ send, done })).ok,
    [runAction],
  );

  return { errors: action.errors, setErrors: action.setErrors, clearError: action.clearError, sending: action.isPending, run };
};
