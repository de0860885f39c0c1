import { HOME_POPUP_STORAGE_KEY, parsePopupDismissal, popupDismissalOf } from '@lendbridge/domain';
import type { HomepageEntry, PopupDismissal } from '@lendbridge/domain';

/** The popup's remembered dismissal; a browser that keeps nothing remembers none. */
export function readPopupDismissal(storage: Storage = window.localStorage): PopupDismissal | null {
  try {
    return parsePopupDismissal(storage.getItem(HOME_POPUP_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** Remembers that the visitor closed the popup at `now`, for as long as the entry's cache asks (else forgets). */
export function rememberPopupDismissal(entry: Pick<HomepageEntry, 'id' | 'properties'>, now: Date, storage: Storage = window.localStorage): void {
  const dismissal = popupDismissalOf(entry, now);
  try {
    if (dismissal === null) storage.removeItem(HOME_POPUP_STORAGE_KEY);
    else storage.setItem(HOME_POPUP_STORAGE_KEY, JSON.stringify(dismissal));
  } catch {
    return;
  }
}
