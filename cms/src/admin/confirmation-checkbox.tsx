import { InputRenderer } from '@strapi/strapi/admin';
import type { ReactNode } from 'react';

type BooleanFieldProps = {
  name: string;
  label: string;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
};

/** The yes/no fields that confirm something: read as a sentence to tick, not a TRUE/FALSE switch. */
const CONFIRMATIONS = new Set(['confirmBookedVisits']);

/**
 * Every yes/no field of the Content Manager: a confirmation ("Booked visits: the front desk will call
 * these patients") is a checkbox beside its sentence; any other keeps the panel's own switch.
 */
export const BooleanField = ({ name, label, hint, required, disabled }: BooleanFieldProps) => (
  <InputRenderer
    type={CONFIRMATIONS.has(name) ? 'checkbox' : 'boolean'}
    name={name}
    label={label}
    hint={hint}
    required={required}
    disabled={disabled}
  />
);
