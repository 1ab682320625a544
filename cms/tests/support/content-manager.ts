/** The localized collections editors manage, by content type and table. */
export const LOCALIZED_COLLECTIONS = [
  { uid: 'api::doctor.doctor', table: 'doctors' },
  { uid: 'api::branch.branch', table: 'branches' },
  { uid: 'api::specialty.specialty', table: 'specialties' },
  { uid: 'api::service.service', table: 'services' },
  { uid: 'api::article.article', table: 'articles' },
  { uid: 'api::category.category', table: 'categories' },
  { uid: 'api::faq.faq', table: 'faqs' },
  { uid: 'api::review.review', table: 'reviews' },
  { uid: 'api::schedule-exception.schedule-exception', table: 'schedule_exceptions' },
] as const;

/** The locales the admin panel offers, as its language picker reads them. */
export const listAdminLocales = async (cmsUrl: string, adminToken: string) => {
  const response = await fetch(`${cmsUrl}/i18n/locales`, { headers: { authorization: `Bearer ${adminToken}` } });
  if (!response.ok) throw new Error(`GET /i18n/locales answered ${response.status}`);
  return (await response.json()) as { code: string; name: string; isDefault: boolean }[];
};

/** How many entries of a collection the Content Manager lists in one locale, as an editor's list view does. */
export const countListedEntries = async (cmsUrl: string, adminToken: string, uid: string, locale: string) => {
  const response = await fetch(`${cmsUrl}/content-manager/collection-types/${uid}?page=1&pageSize=1&locale=${locale}`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  if (!response.ok) throw new Error(`The Content Manager's ${uid} list answered ${response.status}`);
  return ((await response.json()) as { pagination: { total: number } }).pagination.total;
};

/**
 * A relation as the panel's form holds it once the editor picks an entry (Strapi's Relations input,
 * handleConnect): the documentId and locale inside `apiData`, beside the row's id, its label and link.
 */
export const pickedInPanel = (model: string, documentId: string, label: string) => ({
  connect: [
    {
      id: 7,
      apiData: { id: 7, documentId, locale: 'en', isTemporary: true },
      status: 'published',
      __temp_key__: 'a0',
      name: label,
      label,
      href: `../collection-types/${model}/${documentId}?plugins[i18n][locale]=en`,
    },
  ],
  disconnect: [],
});
