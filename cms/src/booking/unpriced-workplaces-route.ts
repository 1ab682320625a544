import { type TDoctorFee, findUnpricedWorkplaces } from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { readEditorLocale } from './schedule-labels';

type Context = Parameters<Core.MiddlewareHandler>[0];
type PublishedDoctor = { documentId: string; name: string; branches?: { documentId: string; name: string }[] };
type FeeRow = {
  amountEgp: number | null;
  doctor: { documentId: string } | null;
  branch: { documentId: string } | null;
};

const FEE = 'api::consultation-fee.consultation-fee';

/**
 * Each published doctor and branch they work at that has no consultation fee, named in the editor's
 * language: the site reads "Fee: ask the branch" there, and the panel's list of fees says which.
 */
const listUnpricedWorkplaces = async (strapi: Core.Strapi) => {
  const [doctors, feeRows] = await Promise.all([
    strapi.documents('api::doctor.doctor').findMany({
      locale: readEditorLocale(strapi),
      status: 'published',
      fields: ['name'],
      populate: { branches: { fields: ['name'] } },
      sort: ['name:asc'],
      limit: 1000,
    }) as Promise<PublishedDoctor[]>,
    strapi.db.query(FEE).findMany({
      select: ['amountEgp'],
      populate: { doctor: { select: ['documentId'] }, branch: { select: ['documentId'] } },
    }) as Promise<FeeRow[]>,
  ]);
  const fees: TDoctorFee[] = feeRows.flatMap((row) =>
    row.doctor && row.branch && row.amountEgp
      ? [{ doctorId: row.doctor.documentId, branchId: row.branch.documentId, amountEgp: row.amountEgp }]
      : [],
  );
  const workplaces = doctors.map((doctor) => ({
    doctorId: doctor.documentId,
    branchIds: (doctor.branches ?? []).map((branch) => branch.documentId),
  }));
  return findUnpricedWorkplaces(workplaces, fees).map(({ doctorId, branchId }) => {
    const doctor = doctors.find((candidate) => candidate.documentId === doctorId);
    const branch = doctor?.branches?.find((candidate) => candidate.documentId === branchId);
    return { doctor: doctor?.name ?? doctorId, branch: branch?.name ?? branchId };
  });
};

/** GET /clinic/unpriced-workplaces, for the notice above the admin panel's list of fees. */
export const registerUnpricedWorkplacesRoute = (strapi: Core.Strapi) => {
  strapi.server.routes({
    type: 'admin',
    routes: [
      {
        method: 'GET',
        path: '/clinic/unpriced-workplaces',
        handler: async (ctx: Context) => {
          const ability = ctx.state.userAbility as { can: (action: string, subject: string) => boolean } | undefined;
          if (!ability?.can('plugin::content-manager.explorer.read', FEE)) return ctx.forbidden();
          ctx.set('Cache-Control', 'no-store');
          ctx.body = { data: await listUnpricedWorkplaces(strapi) };
        },
        config: { policies: ['admin::isAuthenticatedAdmin'] },
        info: { pluginName: 'admin', type: 'admin' },
      },
    ],
  });
};
