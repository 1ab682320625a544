import type { Core } from '@strapi/strapi';
import { COMPONENT_FIELDS, EDITOR_FIELDS, type TypePresentation } from './editor-fields';

type FieldMetadata = {
  edit: { label?: string; description?: string; editable?: boolean; visible?: boolean } & Record<string, unknown>;
  list: { label?: string } & Record<string, unknown>;
};
type LayoutField = { name: string; size: number };
type Configuration = {
  settings: { mainField?: string } & Record<string, unknown>;
  metadatas: Record<string, FieldMetadata>;
  layouts: { list: string[]; edit: LayoutField[][] } & Record<string, unknown>;
};
type ContentTypesService = {
  findContentType: (uid: string) => { uid: string } | undefined;
  findConfiguration: (contentType: { uid: string }) => Promise<Configuration & { uid: string }>;
  updateConfiguration: (contentType: { uid: string }, configuration: Configuration) => Promise<unknown>;
};

const GRID_COLUMNS = 12;

/** The edit form's fields in `order`, each keeping its width, packed into rows again. */
const orderedRows = (rows: LayoutField[][], order: string[]) => {
  const position = (name: string) => {
    const index = order.indexOf(name);
    return index === -1 ? order.length : index;
  };
  const fields = rows.flat().sort((a, b) => position(a.name) - position(b.name));
  const packed: LayoutField[][] = [];
  for (const field of fields) {
    const row = packed.at(-1);
    const used = row?.reduce((sum, placed) => sum + placed.size, 0) ?? GRID_COLUMNS;
    if (row && used + field.size <= GRID_COLUMNS) row.push(field);
    else packed.push([field]);
  }
  return packed;
};

/** A type's Content Manager configuration with our words, columns and order, in English. */
const presented = (configuration: Configuration, presentation: TypePresentation): Configuration => {
  const metadatas = { ...configuration.metadatas };
  for (const [name, field] of Object.entries(presentation.fields)) {
    const current = metadatas[name];
    if (!current) continue;
    metadatas[name] = {
      edit: {
        ...current.edit,
        label: field.label.en,
        description: field.hint?.en ?? '',
        editable: !field.readOnly,
        visible: !field.hiddenInForm,
      },
      list: { ...current.list, label: field.label.en },
    };
  }
  const listColumns = presentation.listColumns.filter((name) => name in metadatas);
  return {
    ...configuration,
    settings: {
      ...configuration.settings,
      mainField: presentation.mainField in metadatas ? presentation.mainField : configuration.settings.mainField,
    },
    metadatas,
    layouts: {
      ...configuration.layouts,
      list: listColumns.length > 0 ? listColumns : configuration.layouts.list,
      edit: orderedRows(configuration.layouts.edit, Object.keys(presentation.fields)),
    },
  };
};

/**
 * Writes our field labels, hints, main fields, list columns and form order into the Content Manager's
 * configuration at every boot, so every fresh database has them and a change made in "Configure the
 * view" does not outlive a restart. Only what differs is written.
 */
export const applyEditorLayouts = async (strapi: Core.Strapi) => {
  const service = strapi.plugin('content-manager').service('content-types') as unknown as ContentTypesService;
  for (const [uid, presentation] of Object.entries(EDITOR_FIELDS)) {
    const contentType = service.findContentType(uid);
    if (!contentType) continue;
    const { uid: _uid, ...configuration } = await service.findConfiguration(contentType);
    const wanted = presented(configuration, presentation);
    if (JSON.stringify(wanted) !== JSON.stringify(configuration))
      await service.updateConfiguration(contentType, wanted);
  }
};

/**
 * The hints of a configuration answer in the admin user's language (the panel shows hints as they
 * come): the type's own fields' (stored in English), and those of the components its form holds
 * (COMPONENT_FIELDS; none stored), in either language.
 */
export const localizeHints = (
  answer: {
    data?: {
      contentType?: { uid?: string; metadatas?: Record<string, FieldMetadata> };
      components?: Record<string, { metadatas?: Record<string, FieldMetadata> }>;
    };
  },
  language: 'en' | 'ar',
) => {
  const contentType = answer.data?.contentType;
  const presentation = contentType?.uid ? EDITOR_FIELDS[contentType.uid] : undefined;
  if (contentType?.metadatas && presentation && language === 'ar') {
    for (const [name, field] of Object.entries(presentation.fields)) {
      const metadata = contentType.metadatas[name];
      if (metadata && field.hint) metadata.edit = { ...metadata.edit, description: field.hint.ar };
    }
  }
  for (const [uid, component] of Object.entries(answer.data?.components ?? {})) {
    for (const [name, field] of Object.entries(COMPONENT_FIELDS[uid] ?? {})) {
      const metadata = component.metadatas?.[name];
      if (metadata && field.hint) metadata.edit = { ...metadata.edit, description: field.hint[language] };
    }
  }
};
