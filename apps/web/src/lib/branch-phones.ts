import { formatPhoneForDisplay } from '@clinic/domain';
import type { TBranchPhones } from './fee-text';

/** The branches' phones as the site writes them, by documentId, for the fee lines that ask a branch. */
export const readBranchPhones = (branches: readonly { documentId: string; phone?: string | null }[]): TBranchPhones =>
  new Map(
    branches.flatMap((branch) => (branch.phone ? [[branch.documentId, formatPhoneForDisplay(branch.phone)]] : [])),
  );
