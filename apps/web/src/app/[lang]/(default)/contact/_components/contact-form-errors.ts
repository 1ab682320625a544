/** The fields a visitor can see and fix; errors on any other path cannot be shown beside a field. */
const VISIBLE_CONTACT_FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;

export type TVisibleContactField = (typeof VISIBLE_CONTACT_FIELDS)[number];

/** The server's field errors that belong to a visible field, in the form's order. */
export function pickVisibleFieldErrors(
  fieldErrors: Record<string, string> | undefined,
): [TVisibleContactField, string][] {
  if (!fieldErrors) return [];
  return VISIBLE_CONTACT_FIELDS.flatMap((field) => {
    const message = fieldErrors[field];
    return message === undefined ? [] : [[field, message] as [TVisibleContactField, string]];
  });
}
