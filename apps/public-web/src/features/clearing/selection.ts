/** The records chosen on a clearing list, by serial. */
export type Selection = ReadonlySet<string>;

/** The selection with these serials added (checked) or removed. */
export const toggled = (selection: Selection, serials: readonly string[], checked: boolean): Selection => {
  const next = new Set(selection);
  for (const serial of serials) {
    if (checked) next.add(serial);
    else next.delete(serial);
  }
  return next;
};
