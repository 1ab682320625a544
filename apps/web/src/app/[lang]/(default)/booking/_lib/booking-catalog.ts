import type { TDoctorFee } from '@clinic/domain';

/** What the booking screens choose from, trimmed to what they show: sent once with the page. */
export type TBookingCatalog = {
  clinicName: string;
  /** The privacy policy version the consent checkbox refers to, recorded with the booking. */
  policyVersion: string;
  /** The card image rules, checked in the browser before upload and again by the CMS. */
  cardImages: { maxBytes: number; types: readonly string[] };
  /** Whether the clinic texts patients (SMS_GATEWAY_URL is set): the phone's hint says so, and a landline is told it gets none. */
  sendsSms: boolean;
  /**
   * Whether the clinic sends WhatsApp messages (WHATSAPP_API_URL is set): the phone's hint promises
   * WhatsApp or SMS, and a mobile's owner chooses between the two.
   */
  sendsWhatsApp: boolean;
  doctors: {
    id: string;
    name: string;
    title: string | null;
    imageUrl: string | null;
    specialtyIds: string[];
    branchIds: string[];
  }[];
  branches: {
    id: string;
    name: string;
    city: string | null;
    address: string | null;
    locationLink: string | null;
    /** As formatPhoneForDisplay writes it: the number to ask for a fee the CMS does not give. */
    phone: string | null;
  }[];
  specialties: { id: string; name: string }[];
  /** Each doctor's consultation fee at each branch; a pair without one shows none. */
  fees: TDoctorFee[];
  services: { id: string; name: string; specialtyId: string | null }[];
};

export type TCatalogDoctor = TBookingCatalog['doctors'][number];
export type TCatalogBranch = TBookingCatalog['branches'][number];

/** The branches' phones by id, for the fee lines that ask a branch (see describeDoctorFee). */
export const readCatalogPhones = (catalog: Pick<TBookingCatalog, 'branches'>): ReadonlyMap<string, string> =>
  new Map(catalog.branches.flatMap((branch) => (branch.phone ? [[branch.id, branch.phone] as const] : [])));
