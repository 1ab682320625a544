import { InputRenderer, useField } from '@strapi/strapi/admin';

type TimeOfDayProps = {
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  attribute: { options?: { endOfDay?: boolean } };
};

const pad = (value: number) => String(value).padStart(2, '0');

/** 00:00, 00:05, … 23:55: a day in 5-minute steps. */
const DAY_IN_FIVE_MINUTES = Array.from(
  { length: 24 * 12 },
  (_, step) => `${pad(Math.floor(step / 12))}:${pad((step % 12) * 5)}`,
);

/**
 * A Cairo wall-clock time chosen from 5-minute steps, never typed (the panel's own choice input). An end
 * time runs from 00:05 to 24:00, so an evening session can close at midnight. A time saved before the
 * picker existed (say 18:07) stays listed until the editor picks another.
 */
const TimeOfDayInput = ({ name, label, hint, required, disabled, attribute }: TimeOfDayProps) => {
  const field = useField<string | null>(name);
  const times = attribute.options?.endOfDay ? [...DAY_IN_FIVE_MINUTES.slice(1), '24:00'] : DAY_IN_FIVE_MINUTES;
  const choices = field.value && !times.includes(field.value) ? [field.value, ...times] : times;
  return (
    <InputRenderer
      type="enumeration"
      name={name}
      label={label}
      hint={hint}
      required={required}
      disabled={disabled}
      options={choices.map((time) => ({ value: time, label: time }))}
    />
  );
};

export default TimeOfDayInput;
