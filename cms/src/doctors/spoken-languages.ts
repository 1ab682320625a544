import { refuseField } from '../utils/validation-details';
import { type TLocale, ZSpokenLanguagesSchema } from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { readEditorLocale } from '../booking/schedule-labels';
import type { DocumentMiddleware } from '../utils/document-actions';

const DOCTOR = 'api::doctor.doctor';

/** Shown under the field in the admin panel, in the editor's language. */
const REFUSAL: Record<TLocale, string> = {
  en: 'Choose the languages from the list, each once.',
  ar: 'اختر اللغات من القائمة، كل لغة مرة واحدة.',
};

/**
 * A doctor's languages are a list of known languages, stored in one order (the panel's checkboxes,
 * src/admin/spoken-languages-input.tsx, write one). Anything else, sent through REST or the document
 * API, is refused with a validation error on the field, so the editor's form keeps what was typed.
 */
export const spokenLanguagesGuard = (strapi: Core.Strapi): DocumentMiddleware => {
  return async (context, next) => {
    if (context.uid !== DOCTOR || (context.action !== 'create' && context.action !== 'update')) return next();
    const data = (context.params as { data?: Record<string, unknown> }).data;
    if (data?.languages !== undefined && data.languages !== null) {
      const languages = ZSpokenLanguagesSchema.safeParse(data.languages);
      if (!languages.success) {
        refuseField('languages', REFUSAL[readEditorLocale(strapi)]);
      }
      data.languages = languages.data;
    }
    return next();
  };
};
