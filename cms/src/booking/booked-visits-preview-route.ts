import { ZDocumentIdSchema } from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { z } from 'zod';
import { type HoursType, previewDisplacedVisits } from './hours-change-guard';
import { readEditorLocale } from './schedule-labels';

type Context = Parameters<Core.MiddlewareHandler>[0];

/** The fields of each type whose change can move booked visits out of the hours. */
const HOURS_FIELDS: Record<HoursType, readonly string[]> = {
  'api::doctor-schedule.doctor-schedule': [
    'doctor',
    'branch',
    'weekday',
    'startTime',
    'endTime',
    'mode',
    'slotMinutes',
    'capacity',
    'effectiveFrom',
    'effectiveUntil',
  ],
  'api::schedule-exception.schedule-exception': ['doctor', 'branch', 'startDate', 'endDate'],
};

/**
 * A link as the panel's form holds it: an entry picked in the form keeps its documentId and locale in
 * `apiData` (Strapi's Relations input), one loaded with the document at the top; either is read.
 */
const ZLinkSchema = z
  .object({
    documentId: ZDocumentIdSchema.optional(),
    locale: z.string().max(10).nullish(),
    apiData: z.object({ documentId: ZDocumentIdSchema, locale: z.string().max(10).nullish() }).optional(),
  })
  .transform((link, context) => {
    const documentId = link.apiData?.documentId ?? link.documentId;
    if (!documentId) {
      context.addIssue({ code: 'custom', message: 'A link names no document' });
      return z.NEVER;
    }
    return { documentId, locale: link.apiData?.locale ?? link.locale };
  });
const ZLinkChangeSchema = z.object({
  connect: z.array(ZLinkSchema).max(10).optional(),
  disconnect: z.array(ZLinkSchema).max(10).optional(),
});

const ZPreviewRequestSchema = z.object({
  model: z.enum(['api::doctor-schedule.doctor-schedule', 'api::schedule-exception.schedule-exception']),
  documentId: ZDocumentIdSchema.optional(),
  locale: z.enum(['en', 'ar']).optional(),
  values: z.record(z.string(), z.unknown()),
});

/**
 * The form's values as the document service takes them: only the fields that matter to the hours,
 * and links as documentId and locale, whatever else the panel's form keeps on them. Null when a link
 * cannot be read: a closure whose branch or doctor went unread would be previewed as the whole clinic's.
 */
const toHoursData = (model: HoursType, values: Record<string, unknown>) => {
  const data: Record<string, unknown> = {};
  for (const field of HOURS_FIELDS[model]) {
    if (!(field in values)) continue;
    const value = values[field];
    if (field !== 'doctor' && field !== 'branch') {
      data[field] = value;
      continue;
    }
    const links = ZLinkChangeSchema.safeParse(value);
    if (!links.success) return null;
    data[field] = {
      connect: (links.data.connect ?? []).map(({ documentId, locale }) => ({ documentId, locale: locale ?? 'en' })),
      disconnect: (links.data.disconnect ?? []).map(({ documentId, locale }) => ({
        documentId,
        locale: locale ?? 'en',
      })),
    };
  }
  return data;
};

/**
 * POST /clinic/booked-visits, for the admin panel's "Booked visits" box: the visits a save of the
 * form as it stands would leave outside the doctor's hours, so the editor sees them before saving.
 * An administrator session that may make that save is required; nothing is stored.
 */
export const registerBookedVisitsPreviewRoute = (strapi: Core.Strapi) => {
  strapi.server.routes({
    type: 'admin',
    routes: [
      {
        method: 'POST',
        path: '/clinic/booked-visits',
        handler: async (ctx: Context) => {
          const parsed = ZPreviewRequestSchema.safeParse((ctx.request.body as { data?: unknown } | undefined)?.data);
          if (!parsed.success) return ctx.badRequest('Invalid preview request');
          const { model, documentId, locale, values } = parsed.data;
          const action = documentId ? 'update' : 'create';
          const ability = ctx.state.userAbility as { can: (action: string, subject: string) => boolean } | undefined;
          if (!ability?.can(`plugin::content-manager.explorer.${action}`, model)) return ctx.forbidden();
          const hours = toHoursData(model, values);
          if (!hours) return ctx.badRequest('Invalid preview request');
          const data = { ...hours, confirmBookedVisits: false };
          const documents = strapi.documents(model);
          const visits = await previewDisplacedVisits(
            strapi,
            () => (documentId ? documents.update({ documentId, locale, data }) : documents.create({ locale, data })),
            readEditorLocale(strapi),
          );
          ctx.set('Cache-Control', 'no-store');
          ctx.body = { data: visits };
        },
        config: { policies: ['admin::isAuthenticatedAdmin'] },
        info: { pluginName: 'admin', type: 'admin' },
      },
    ],
  });
};
