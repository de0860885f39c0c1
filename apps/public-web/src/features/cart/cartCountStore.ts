import { useSyncExternalStore } from 'react';

/** How many items the signed-in member's cart holds, and whose cart that is. */
export interface CartCountState {
  /** The member whose cart is counted (null: nobody's). */
  owner: number | null;
  /** Unknown until a cart answer arrives. */
  count: number | null;
  /** True once the count was asked for this owner. */
  requested: boolean;
}

let state: CartCountState = { owner: null, count: null, requested: false };
const listeners = new Set<() => void>();

const emit = (): void => {
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const cartCountState = (): CartCountState => state;

/** A new count from a cart answer. */
export const publishCartCount = (count: number): void => {
  if (state.count === count) return;
  state = { ...state, count };
  emit();
};

/** The store now counts this member's cart (or nobody's); the count is unknown until read. */
export const resetCartCount = (owner: number | null, requested = false): void => {
  state = { owner, count: null, requested };
  emit();
};

export const useCartCountState = (): CartCountState => useSyncExternalStore(subscribe, cartCountState, cartCountState);
