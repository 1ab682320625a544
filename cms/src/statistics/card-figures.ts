import { type TCardFigures, type TCardVerdictCount, summarizeCardChecks } from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { type VisitFilter, selectVisits } from '../appointments/visit-figures';

type VerdictRow = {
  branch: string | null;
  verdict: TCardVerdictCount['verdict'];
  reason: TCardVerdictCount['reason'];
  n: number | string;
};

/**
 * The card verdicts of a filter's company and syndicate visits not cancelled, in one grouped query,
 * summarized by branch (summarizeCardChecks); a branch gone since counts in none. Unnamed: the
 * statistics name each branch as it is now.
 */
export const countCardFigures = async (
  strapi: Core.Strapi,
  filter: VisitFilter,
): Promise<Omit<TCardFigures, 'name'>[]> => {
  const rows = (await selectVisits(strapi, filter)
    .whereIn('a.contract_type', ['company', 'syndicate'])
    .whereNot('a.status', 'canceled')
    .groupBy('a.branch_document_id', 'a.card_verdict', 'a.card_refusal_reason')
    .select('a.branch_document_id as branch', 'a.card_verdict as verdict', 'a.card_refusal_reason as reason')
    .count('* as n')) as VerdictRow[];
  const byBranch = new Map<string, TCardVerdictCount[]>();
  for (const { branch, verdict, reason, n } of rows) {
    if (branch) byBranch.set(branch, [...(byBranch.get(branch) ?? []), { verdict, reason, count: Number(n) }]);
  }
  return [...byBranch].map(([documentId, counts]) => ({ documentId, ...summarizeCardChecks(counts) }));
};
