import type { TPatientSubmissionInput } from '@clinic/domain';

/** The fields of a booking form that show an error: the patient's, the consent and the card images. */
type TPatientFormField =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'age'
  | 'notes'
  | 'contractType'
  | 'consent'
  | 'cardFront'
  | 'cardBack';

/** The booking's dotted error paths (from the shared schema or the CMS), mapped to the field that shows them. */
export const PATIENT_FIELD_BY_PATH: Readonly<Record<string, TPatientFormField>> = {
  'patient.firstName': 'firstName',
  'patient.lastName': 'lastName',
  'patient.email': 'email',
  'patient.phone': 'phone',
  'patient.age': 'age',
  'patient.notes': 'notes',
  'patient.contractType': 'contractType',
  'consent.accepted': 'consent',
  cardFront: 'cardFront',
  cardBack: 'cardBack',
};

/** The booking form's values: the shared schema's input, with room for what the form starts with or reports on. */
export type TPatientFormValues = Omit<TPatientSubmissionInput, 'consent' | 'hasCardFront' | 'hasCardBack'> & {
  /** Unticked until the patient agrees; the schema accepts only a tick. */
  consent: boolean;
  /** The booking's: whether each side of the card is picked (the waiting list asks for none). */
  hasCardFront?: boolean;
  hasCardBack?: boolean;
  /** Where the card images' errors go: the images are files beside the form, not values of it. */
  cardFront?: null;
  cardBack?: null;
};
