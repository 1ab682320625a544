import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_STATUSES,
  CLOSED_APPOINTMENT_STATUSES,
  OPEN_APPOINTMENT_STATUSES,
  ZAppointmentStatusSchema,
} from './appointment-status';
import { ValidationMessage } from './messages';

/** An enumeration as the CMS stores it, read from its schema file. */
const enumOf = (schemaFile: string, attribute: string) => {
  const schema = JSON.parse(readFileSync(new URL(`../../../cms/src/${schemaFile}`, import.meta.url), 'utf8')) as {
    attributes: Record<string, { enum?: string[] }>;
  };
  return schema.attributes[attribute]?.enum;
};

describe('appointment statuses', () => {
  it('are the statuses the CMS stores on an appointment (its history writes them from the same type)', () => {
    expect(APPOINTMENT_STATUSES).toEqual(['pending', 'confirmed', 'canceled', 'done', 'noShow']);
    expect(enumOf('api/appointment/content-types/appointment/schema.json', 'status')).toEqual(APPOINTMENT_STATUSES);
  });

  it('are each either open or closed', () => {
    expect([...OPEN_APPOINTMENT_STATUSES, ...CLOSED_APPOINTMENT_STATUSES].sort()).toEqual(
      [...APPOINTMENT_STATUSES].sort(),
    );
  });

  it.each([
    ['done', true],
    ['Done', false],
    ['cancelled', false],
  ])('ZAppointmentStatusSchema accepts %j: %s', (value, expected) => {
    expect(ZAppointmentStatusSchema.safeParse(value).success).toBe(expected);
  });

  it('reports a missing status as required', () => {
    expect(ZAppointmentStatusSchema.safeParse(undefined).error?.issues[0]?.message).toBe(ValidationMessage.required);
  });
});
