import type { Core, UID } from '@strapi/strapi';
import { PUBLIC_COLLECTION_TYPES, PUBLIC_SINGLE_TYPES } from './permissions';

/** The CMS admin role of the clinic's editors: our own, not Strapi's stock Editor. */
export const CLINIC_EDITOR_ROLE = {
  code: 'clinic-editor',
  name: 'Clinic editor',
  description: 'Writes and publishes the website’s content and media, and sets doctors’ hours, leaves and closures.',
};

/** What an editor writes: the public content, and the hours the booking reads. */
const EDITOR_CONTENT_TYPES: readonly UID.ContentType[] = [
  ...PUBLIC_COLLECTION_TYPES,
  ...PUBLIC_SINGLE_TYPES,
  'api::doctor-schedule.doctor-schedule',
  'api::schedule-exception.schedule-exception',
];

const CONTENT_ACTIONS = ['create', 'read', 'update', 'delete', 'publish'].map(
  (action) => `plugin::content-manager.explorer.${action}`,
);

/** The media library: browse, upload, edit, download and link files. */
const MEDIA_ACTIONS = [
  'plugin::upload.read',
  'plugin::upload.configure-view',
  'plugin::upload.assets.create',
  'plugin::upload.assets.update',
  'plugin::upload.assets.download',
  'plugin::upload.assets.copy-link',
];

const LOCALES = ['en', 'ar'];

type Permission = { action: string; subject?: string | null; properties?: Record<string, unknown> };
type ActionDefinition = { actionId: string; subjects?: string[] };
type AdminServices = {
  role: {
    findOne: (where: { code: string }) => Promise<{ id: number } | null>;
    create: (attributes: typeof CLINIC_EDITOR_ROLE) => Promise<{ id: number }>;
    update: (where: { id: number }, attributes: Partial<typeof CLINIC_EDITOR_ROLE>) => Promise<unknown>;
    assignPermissions: (roleId: number, permissions: Permission[]) => Promise<unknown>;
  };
  permission: { actionProvider: { values: () => ActionDefinition[] } };
  'content-type': {
    getPermissionsWithNestedFields: (
      actions: ActionDefinition[],
      options: { restrictedSubjects: string[] },
    ) => Permission[];
  };
};

const adminServices = (strapi: Core.Strapi) => strapi.admin.services as unknown as AdminServices;

/** Every field of the editor's types, in both languages where a type has languages. */
const contentPermissions = (strapi: Core.Strapi): Permission[] => {
  const services = adminServices(strapi);
  const actions = services.permission.actionProvider
    .values()
    .filter((action) => CONTENT_ACTIONS.includes(action.actionId));
  const restrictedSubjects = Object.keys(strapi.contentTypes).filter(
    (uid) => !EDITOR_CONTENT_TYPES.includes(uid as UID.ContentType),
  );
  return services['content-type'].getPermissionsWithNestedFields(actions, { restrictedSubjects }).map((permission) => {
    const contentType = strapi.contentTypes[permission.subject as UID.ContentType];
    const isLocalized = (contentType?.pluginOptions as { i18n?: { localized?: boolean } } | undefined)?.i18n?.localized;
    return isLocalized ? { ...permission, properties: { ...permission.properties, locales: LOCALES } } : permission;
  });
};

/**
 * Makes the clinic editor role exist with exactly its permissions, at every boot: whatever was
 * ticked or unticked in Settings › Roles since, an editor writes the public content, the media
 * and the doctors' hours, and nothing else (no patients, messages, users, settings or schema).
 */
export const ensureEditorRole = async (strapi: Core.Strapi) => {
  const { role } = adminServices(strapi);
  const existing = await role.findOne({ code: CLINIC_EDITOR_ROLE.code });
  const editorRole = existing ?? (await role.create(CLINIC_EDITOR_ROLE));
  if (existing) await role.update({ id: existing.id }, { description: CLINIC_EDITOR_ROLE.description });
  await role.assignPermissions(editorRole.id, [
    ...contentPermissions(strapi),
    ...MEDIA_ACTIONS.map((action) => ({ action })),
  ]);
  return editorRole;
};
