import type { TPatientSubmissionInput } from '@clinic/domain';
import { PHONE_CHANNEL_CHOICES } from '@/lib/phone-channels';

const DRAFT_KEY = 'clinic.booking.patient';

/** The typed and chosen fields kept while the visitor moves between steps or reloads; never the card images. */
type TPatientDraft = Pick<
  TPatientSubmissionInput,
  'firstName' | 'lastName' | 'email' | 'phone' | 'notes' | 'contractType' | 'phoneChannel'
> & { age: string };

const EMPTY_PATIENT_DRAFT: TPatientDraft = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  age: '',
  notes: '',
  contractType: 'cash',
  phoneChannel: 'whatsapp',
};

const DRAFT_FIELDS = Object.keys(EMPTY_PATIENT_DRAFT) as (keyof TPatientDraft)[];

/**
 * The draft from this tab's session storage: personal details stay out of the URL and are gone
 * when the tab closes. Anything unreadable falls back to an empty form.
 */
export function readPatientDraft(storage: Pick<Storage, 'getItem'> | undefined): TPatientDraft {
  try {
    const saved: unknown = JSON.parse(storage?.getItem(DRAFT_KEY) ?? 'null');
    if (typeof saved !== 'object' || saved === null) return EMPTY_PATIENT_DRAFT;
    const record = saved as Record<string, unknown>;
    const draft = { ...EMPTY_PATIENT_DRAFT };
    for (const field of DRAFT_FIELDS) {
      const value = record[field];
      if (typeof value === 'string') Object.assign(draft, { [field]: value });
    }
    if (!['cash', 'company', 'syndicate'].includes(String(draft.contractType))) draft.contractType = 'cash';
    if (!PHONE_CHANNEL_CHOICES.some((channel) => channel === draft.phoneChannel)) draft.phoneChannel = 'whatsapp';
    return draft;
  } catch {
    return EMPTY_PATIENT_DRAFT;
  }
}

export function savePatientDraft(
  storage: Pick<Storage, 'setItem'> | undefined,
  values: Partial<Record<string, unknown>>,
) {
  const draft = Object.fromEntries(
    DRAFT_FIELDS.map((field) => [
      field,
      typeof values[field] === 'string' ? values[field] : String(values[field] ?? ''),
    ]),
  );
  try {
    storage?.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // A full or disabled storage only costs the convenience of a kept draft.
  }
}

export function clearPatientDraft(storage: Pick<Storage, 'removeItem'> | undefined) {
  try {
    storage?.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
