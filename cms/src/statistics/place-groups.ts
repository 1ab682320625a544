/**
 * Rows grouped by a doctor's or branch's document id (`key`), each group summarized: rows without one
 * (a doctor or branch gone) count in no group, and a group summarized to null is left out.
 */
export const summarizeByPlace = <Row extends Record<'doctor' | 'branch', string | null>, Item, Figures>(
  rows: readonly Row[],
  key: 'doctor' | 'branch',
  toItem: (row: Row) => Item,
  summarize: (items: Item[]) => Figures | null,
) => {
  const groups = new Map<string, Item[]>();
  for (const row of rows) {
    const documentId = row[key];
    if (documentId) groups.set(documentId, [...(groups.get(documentId) ?? []), toItem(row)]);
  }
  return [...groups].flatMap(([documentId, items]) => {
    const figures = summarize(items);
    return figures === null ? [] : [{ documentId, ...figures }];
  });
};
