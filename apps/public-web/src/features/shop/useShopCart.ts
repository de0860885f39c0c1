import { useCallback, useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { useReportedQuery } from '../../shared/useReportedQuery';
import { shopQueries } from './shop.api';
import { cartProductIds, readShopCart, refreshCart, writeShopCart } from './shopCart';
import type { ShopCartEntries, ShopCartEntry } from './shopCart';

/**
 * One shop's cart: kept in the browser's local storage and refreshed from the server by its
 * products' ids (per_page 1000); the lines are what the server still returns (see refreshCart).
 */
export function useShopCart(shopId: number) {
  const [entries, setEntries] = useState<ShopCartEntries>(() => readShopCart(shopId));
  const ids = cartProductIds(entries);
  const read = useReportedQuery({ ...shopQueries.cart(shopId, ids), placeholderData: keepPreviousData });
  const lines = refreshCart(entries, read.data ?? []);

  const update = useCallback(
    (change: (current: ShopCartEntries) => ShopCartEntries) => {
      setEntries((current) => {
        const next = change(current);
        writeShopCart(shopId, next);
        return next;
      });
    },
    [shopId],
  );

  const add = useCallback(
    (productId: number, quantity = 1) =>
      update((current) => {
        const had = current[String(productId)];
        return { ...current, [String(productId)]: { quantity: (had?.quantity ?? 0) + quantity, note: had?.note ?? '' } };
      }),
    [update],
  );

  const change = useCallback(
    (productId: number, entry: Partial<ShopCartEntry>) =>
      update((current) => {
        const had = current[String(productId)];
        return had === undefined ? current : { ...current, [String(productId)]: { ...had, ...entry } };
      }),
    [update],
  );

  const remove = useCallback(
    (productId: number) =>
      update((current) => Object.fromEntries(Object.entries(current).filter(([id]) => id !== String(productId)))),
    [update],
  );

  return { entries, lines, loading: ids.length > 0 && read.isPending, add, change, remove };
}
