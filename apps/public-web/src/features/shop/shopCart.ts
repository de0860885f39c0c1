import { z } from 'zod';
import { SHOP_CART_STORAGE_KEY, refreshedShopCart, shopOrderTotal } from '@lendbridge/domain';
import type { ShopOrderInput, ShopProduct } from '@lendbridge/domain';

/** One product in the cart: how many and the buyer's note. */
export interface ShopCartEntry {
  quantity: number;
  note: string;
}

/** One shop's cart: product id → entry. */
export type ShopCartEntries = Readonly<Record<string, ShopCartEntry>>;

const entrySchema = z.object({ quantity: z.number().int(), note: z.string().catch('') });
const storeSchema = z.record(z.string(), z.record(z.string(), entrySchema));

/** Every shop's cart as the browser keeps it; anything unreadable is an empty cart. */
export const readCartStore = (storage: Storage = window.localStorage): Record<string, Record<string, ShopCartEntry>> => {
  try {
    const parsed = storeSchema.safeParse(JSON.parse(storage.getItem(SHOP_CART_STORAGE_KEY) ?? '{}'));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
};

export const readShopCart = (shopId: number, storage: Storage = window.localStorage): ShopCartEntries => readCartStore(storage)[String(shopId)] ?? {};

export const writeShopCart = (shopId: number, entries: ShopCartEntries, storage: Storage = window.localStorage): void => {
  const store = readCartStore(storage);
  if (Object.keys(entries).length === 0) delete store[String(shopId)];
  else store[String(shopId)] = { ...entries };
  storage.setItem(SHOP_CART_STORAGE_KEY, JSON.stringify(store));
};

/** Empties every shop's cart (the order search page's clear_cart). */
export const clearCartStore = (storage: Storage = window.localStorage): void => storage.removeItem(SHOP_CART_STORAGE_KEY);

export const cartProductIds = (entries: ShopCartEntries): number[] =>
  Object.keys(entries)
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0)
    .sort((a, b) => a - b);

/** A cart line the buyer sees: the product as the server answered it now, with the cart's quantity and note. */
export interface ShopCartLine extends ShopCartEntry {
  product: ShopProduct;
}

/**
 * The cart refreshed from the server (the domain's refreshedShopCart): only the products the
 * server still returns as visible and orderable are shown, in the cart's order; the others stay in
 * the browser's storage, invisible and left out of the order. The quantity shown is the one typed,
 * so a quantity under 1 is refused by the order's check rather than silently raised.
 */
export const refreshCart = (entries: ShopCartEntries, products: readonly ShopProduct[]): ShopCartLine[] => {
  const kept = refreshedShopCart(entries, products);
  const byId = new Map(products.map((product) => [String(product.id), product]));
  return cartProductIds(entries).flatMap((id) => {
    const product = byId.get(String(id));
    const entry = entries[String(id)];
    if (kept[String(id)] === undefined || product === undefined || entry === undefined) return [];
    return [{ ...entry, product }];
  });
};

/** The order's products map: the lines shown, with their quantities and notes. */
export const orderProductsOf = (lines: readonly ShopCartLine[]): ShopOrderInput['products'] =>
  Object.fromEntries(lines.map((line) => [String(line.product.id), { quantity: line.quantity, note: line.note }]));

/** What the lines cost. */
export const cartTotal = (lines: readonly ShopCartLine[]): number => shopOrderTotal(lines.map((line) => ({ price: line.product.price, quantity: line.quantity })));
