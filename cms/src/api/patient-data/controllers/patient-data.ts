import { ZPatientCorrectionSchema, ZPatientDataQuerySchema, ZPatientErasureSchema, isDocumentId } from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { recordAccess } from '../../../staff/access-log';
import type { SignedInStaff } from '../../../staff/staff-scope';
import { readRequestData, toValidationDetails } from '../../../utils/validation-details';
import { getPatientDataService, readDataLocale } from '../services/patient-data';

type Context = Parameters<Core.MiddlewareHandler>[0];

const readPerson = (ctx: Context) => {
  const parsed = ZPatientDataQuerySchema.safeParse(ctx.query);
  if (!parsed.success) throw new errors.ValidationError('Invalid person', toValidationDetails(parsed.error));
  return parsed.data;
};

/** A person's requests about their data, for managers; each one recorded in the access log first. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const actorOf = (ctx: Context) => ctx.state.user as SignedInStaff;

  /** Finding and exporting answer the same data; the log says which it was, and how the person was found. */
  const answerData = async (ctx: Context, action: 'findPatientData' | 'exportPatientData') => {
    const person = readPerson(ctx);
    const data = await getPatientDataService(strapi).find(
      person,
      readDataLocale((ctx.query as { locale?: unknown }).locale),
    );
    await recordAccess(strapi.db.connection, actorOf(ctx), action, {
      details: {
        by: person.phone ? 'phone' : 'email',
        appointments: data.appointments.length,
        contactMessages: data.contactMessages.length,
      },
    });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data };
  };

  return {
    /** GET /api/staff/patient-data?phone=|email=&locale= — everything held about one person. */
    async find(ctx: Context) {
      await answerData(ctx, 'findPatientData');
    },

    /** GET /api/staff/patient-data/export — the same, for the file the person is given. */
    async export(ctx: Context) {
      await answerData(ctx, 'exportPatientData');
    },

    /** PUT /api/staff/patient-data/appointments/:id — corrected name, phone, email and age of one visit. */
    async correct(ctx: Context) {
      const { id } = ctx.params as { id: string };
      if (!isDocumentId(id)) throw new errors.NotFoundError('No such appointment');
      const correction = readRequestData(ctx, ZPatientCorrectionSchema, 'correction');
      const { bookingNumber, changed } = await getPatientDataService(strapi).correct(id, correction);
      await recordAccess(strapi.db.connection, actorOf(ctx), 'correctPatientData', {
        appointment: { documentId: id, bookingNumber },
        details: { fields: changed.join(',') },
      });
      ctx.body = { data: { bookingNumber, changed } };
    },

    /** POST /api/staff/patient-data/erase — `{ phone | email, confirmed: true }`: the person erased. */
    async erase(ctx: Context) {
      const { confirmed, ...person } = readRequestData(ctx, ZPatientErasureSchema, 'erasure');
      const erased = await getPatientDataService(strapi).erase(person);
      await recordAccess(strapi.db.connection, actorOf(ctx), 'erasePatientData', {
        details: { by: person.phone ? 'phone' : 'email', confirmed, ...erased },
      });
      ctx.body = { data: erased };
    },
  };
};
