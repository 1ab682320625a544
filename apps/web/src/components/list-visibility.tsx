/** A CSS string body: the ids are CMS document ids, escaped all the same. */
const toCssString = (value: string) => value.replace(/["\\\n]/g, (character) => `\\${character}`);

type ListVisibilityProps = {
  /** The id of a server-rendered `<ul>` whose `<li>`s carry `data-list-item`. */
  listId: string;
  visibleIds: readonly string[];
  totalCount: number;
};

/**
 * Hides the items of a server-rendered list that a client-side filter leaves out, with a style rule
 * instead of re-rendering the list: the cards (and their images) stay the same elements the server
 * sent, so filtering costs no re-mount and the page's largest paint does not wait for hydration.
 */
export function ListVisibility({ listId, visibleIds, totalCount }: ListVisibilityProps) {
  if (visibleIds.length === totalCount) return null;
  const items = `#${listId} > li`;
  const shown = visibleIds.map((id) => `[data-list-item="${toCssString(id)}"]`).join(',');
  return <style>{visibleIds.length === 0 ? `${items}{display:none}` : `${items}:not(${shown}){display:none}`}</style>;
}
