// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { render } from '@/test-support/render';
import { Button, buttonClass } from './button';
import { Checkbox, Field, RadioGroup, TextInput, describedByError } from './field';

/** What a screen reader hears of the form's one input besides its name: invalid or not, and what describes it. */
const readInput = (container: HTMLElement) => {
  const input = container.querySelector('input');
  return {
    id: input?.id,
    invalid: input?.getAttribute('aria-invalid') ?? null,
    describedBy: input?.getAttribute('aria-describedby') ?? null,
  };
};

describe('Field', () => {
  it('labels its control and describes it by its hint while the value is fine', async () => {
    const { container } = await render(
      <Field id="phone" label="Mobile number" hint="An Egyptian mobile">
        {(control) => <TextInput {...control} />}
      </Field>,
    );
    expect(container.querySelector('label')?.getAttribute('for')).toBe('phone');
    expect(readInput(container)).toEqual({ id: 'phone', invalid: null, describedBy: 'phone-hint' });
    expect(container.querySelector('#phone-hint')?.textContent).toBe('An Egyptian mobile');
  });

  it('marks the control invalid and reads the error first, then the hints', async () => {
    const { container } = await render(
      <Field id="card" label="Card" hint="Both sides" error="Too large" describedBy="shared-hint">
        {(control) => <TextInput {...control} />}
      </Field>,
    );
    expect(readInput(container)).toEqual({
      id: 'card',
      invalid: 'true',
      describedBy: 'card-error card-hint shared-hint',
    });
    expect(container.querySelector('#card-error')?.textContent).toBe('Too large');
  });

  it('gives nothing to describe by when there is neither hint nor error', async () => {
    const { container } = await render(
      <Field id="name" label="Name">
        {(control) => <TextInput {...control} />}
      </Field>,
    );
    expect(readInput(container).describedBy).toBeNull();
    expect(container.querySelectorAll('p')).toHaveLength(0);
  });

  it('describes a group by its error only when there is one', () => {
    expect(describedByError('consent-error')).toEqual({ 'aria-invalid': true, 'aria-describedby': 'consent-error' });
    expect(describedByError(null)).toEqual({ 'aria-invalid': undefined, 'aria-describedby': undefined });
  });
});

describe('Checkbox', () => {
  it('is a labelled box, described by its error, then its hint; alone, by nothing', async () => {
    const { container } = await render(
      <Checkbox id="blocked" label="Blocked" hint="Cannot sign in" error="Choose yes or no" defaultChecked />,
    );
    expect(container.querySelector('input')?.type).toBe('checkbox');
    expect(container.querySelector('input')?.checked).toBe(true);
    expect(container.querySelector('label')?.getAttribute('for')).toBe('blocked');
    expect(container.querySelector('label')?.textContent).toBe('Blocked');
    expect(readInput(container)).toEqual({ id: 'blocked', invalid: 'true', describedBy: 'blocked-error blocked-hint' });
    expect(container.querySelector('#blocked-error')?.textContent).toBe('Choose yes or no');

    const alone = await render(<Checkbox id="for-doctor" label="For the doctor" />);
    expect(readInput(alone.container)).toEqual({ id: 'for-doctor', invalid: null, describedBy: null });
    expect(alone.container.querySelectorAll('p')).toHaveLength(0);
  });
});

describe('RadioGroup', () => {
  it('names its choices by their legend, gives each input what the form asks for it, and is described by its error', async () => {
    const { container } = await render(
      <RadioGroup
        id="role"
        legend="Role"
        options={[
          { value: 'manager', label: 'Manager', hint: 'Every branch' },
          { value: 'receptionist', label: 'Receptionist' },
        ]}
        inputProps={(value) => ({ name: 'role', defaultChecked: value === 'receptionist' })}
        error="Choose a role"
      />,
    );
    const fieldset = container.querySelector('fieldset');
    expect(fieldset?.querySelector('legend')?.textContent).toBe('Role');
    expect(fieldset?.getAttribute('aria-describedby')).toBe('role-error');
    expect(container.querySelector('#role-error')?.textContent).toBe('Choose a role');
    const inputs = [...container.querySelectorAll('input')];
    expect(inputs.map((input) => [input.type, input.name, input.value, input.checked])).toEqual([
      ['radio', 'role', 'manager', false],
      ['radio', 'role', 'receptionist', true],
    ]);
    expect([...container.querySelectorAll('label')].map((label) => label.textContent)).toEqual([
      'ManagerEvery branch',
      'Receptionist',
    ]);
  });
});

describe('Button', () => {
  it('is a plain button unless told to submit, so it never submits a form by surprise', async () => {
    const { container } = await render(
      <form>
        <Button>Previous</Button>
        <Button type="submit">Submit</Button>
      </form>,
    );
    expect([...container.querySelectorAll('button')].map((button) => button.type)).toEqual(['button', 'submit']);
  });

  it('composes its look from variant, size and width', () => {
    expect(buttonClass()).toBe('rounded-md font-semibold disabled:opacity-70 px-6 py-3 bg-brand text-white');
    expect(buttonClass({ variant: 'secondary', size: 'xs', block: true, className: 'mt-2' })).toBe(
      'w-full rounded-md font-semibold disabled:opacity-70 px-3 py-1.5 text-sm border border-brand text-brand mt-2',
    );
  });
});
