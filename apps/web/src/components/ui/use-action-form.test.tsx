// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type TActionFailure, type TActionResult, fail, succeed } from '@/lib/action-result';
import { notify } from '@/lib/notify';
import type { Locale } from '@/i18n/routing';
import { render } from '@/test-support/render';
import { useActionForm } from './use-action-form';

type TVisitor = { name: string; phone: string };

type TFormProps = {
  action: (visitor: TVisitor) => Promise<TActionResult<string>>;
  onSuccess?: (bookingNumber: string, visitor: TVisitor) => void;
  onFailure?: (failure: TActionFailure) => boolean;
  failureText?: (failure: TActionFailure) => string | { text: string; retryLabel: string };
};

/** The smallest staff form: two fields, their errors, and a button. */
function VisitorForm({
  action,
  onSuccess = () => {},
  onFailure,
  failureText = (failure) => `failed: ${failure.code}`,
}: TFormProps) {
  const { form, formProps, isLocked, errorText, errorAttempt } = useActionForm({
    defaultValues: { name: 'Mona', phone: '010' },
    action,
    fields: ['name', 'phone'],
    hasErrorSummary: true,
    onSuccess,
    onFailure,
    failureText,
  });
  return (
    <form {...formProps}>
      <fieldset disabled={isLocked}>
        <input aria-label="name" {...form.register('name')} />
        <p data-error="name">{errorText('name')}</p>
        <input aria-label="phone" {...form.register('phone')} />
        <p data-error="phone">{errorText('phone')}</p>
        <button type="submit">Save</button>
      </fieldset>
      <output>{String(errorAttempt)}</output>
    </form>
  );
}

/** Sends the form and lets React and the action's answer settle. */
const send = async (container: HTMLElement) => {
  await act(async () => {
    container.querySelector('button')?.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
};

/** Renders the form and sends it: the page as the visitor then sees it, and the error toasts raised. */
const sendVisitorForm = async (props: TFormProps, locale: Locale = 'en') => {
  const toast = vi.spyOn(notify, 'error');
  const { container } = await render(<VisitorForm {...props} />, { locale });
  await send(container);
  return { container, toasts: toast.mock.calls.map(([message]) => message) };
};

afterEach(() => vi.restoreAllMocks());

describe('useActionForm', () => {
  it('hands the action the values typed, and its value to the success', async () => {
    const action = vi.fn(async () => succeed('NE-2026-000123'));
    const onSuccess = vi.fn();
    const { container } = await render(<VisitorForm action={action} onSuccess={onSuccess} />);
    await send(container);
    expect(action).toHaveBeenCalledWith({ name: 'Mona', phone: '010' });
    expect(onSuccess).toHaveBeenCalledWith('NE-2026-000123', { name: 'Mona', phone: '010' }, expect.anything());
  });

  it('puts the server’s field errors on their fields in the page’s language and focuses the first, with no toast', async () => {
    const action = async () =>
      fail('VALIDATION_FAILED', { fieldErrors: { phone: 'validation.required', name: 'validation.tooLong' } });
    const { container, toasts } = await sendVisitorForm({ action }, 'ar');
    expect(container.querySelector('[data-error="name"]')?.textContent).toBe('هذا النص طويل جدًا.');
    expect(container.querySelector('[data-error="phone"]')?.textContent).toBe('هذا الحقل مطلوب.');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('name');
    expect(toasts).toEqual([]);
  });

  it('tells a failure on no field in a toast, and keeps what was typed', async () => {
    const { container, toasts } = await sendVisitorForm({ action: async () => fail('NOT_FOUND') });
    expect(toasts).toEqual(['failed: NOT_FOUND']);
    expect(container.querySelector<HTMLInputElement>('[aria-label="phone"]')?.value).toBe('010');
  });

  it('tells an error on a field the form does not show in a toast', async () => {
    const action = async () => fail('VALIDATION_FAILED', { fieldErrors: { locale: 'validation.invalidChoice' } });
    const { container, toasts } = await sendVisitorForm({ action });
    expect(toasts).toEqual(['failed: VALIDATION_FAILED']);
    expect(container.querySelector('output')?.textContent).toBe('null');
  });

  it('counts each submission that came back with a field in error, for the error summary', async () => {
    const action = vi.fn(async () => fail('VALIDATION_FAILED', { fieldErrors: { phone: 'validation.required' } }));
    const { container } = await sendVisitorForm({ action });
    expect(container.querySelector('output')?.textContent).toBe('1');
    await send(container);
    expect(container.querySelector('output')?.textContent).toBe('2');
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('offers to send the form again from the toast when the failure text has a retry label', async () => {
    const toast = vi.spyOn(notify, 'error');
    const action = vi.fn(async () => fail('SERVICE_UNAVAILABLE'));
    const { container } = await render(
      <VisitorForm action={action} failureText={() => ({ text: 'Not sent.', retryLabel: 'Try again' })} />,
    );
    await send(container);
    const [text, options] = toast.mock.calls[0] ?? [];
    const retry = options?.action as { label: string; onClick: () => void } | undefined;
    expect([text, retry?.label]).toEqual(['Not sent.', 'Try again']);
    await act(async () => {
      retry?.onClick();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('leaves a failure the screen shows in its own way to the screen: no toast, no field error', async () => {
    const onFailure = vi.fn((failure: TActionFailure) => failure.code === 'SLOT_FULL');
    const action = async () => fail('SLOT_FULL', { fieldErrors: { phone: 'validation.required' } });
    const { container, toasts } = await sendVisitorForm({ action, onFailure });
    expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ code: 'SLOT_FULL' }));
    expect(container.querySelector('[data-error="phone"]')?.textContent).toBe('');
    expect(toasts).toEqual([]);
  });

  it('reads an action that cannot be called (offline, or replaced by a deployment) as the service unavailable', async () => {
    const { toasts } = await sendVisitorForm({ action: () => Promise.reject(new TypeError('fetch failed')) });
    expect(toasts).toEqual(['failed: SERVICE_UNAVAILABLE']);
  });

  it('locks the form while the action runs, so nothing is sent twice', async () => {
    let answer: (result: TActionResult<string>) => void = () => {};
    const action = vi.fn(() => new Promise<TActionResult<string>>((resolve) => (answer = resolve)));
    const { container } = await render(<VisitorForm action={action} />);
    await send(container);
    expect(container.querySelector('fieldset')?.disabled).toBe(true);
    await send(container);
    expect(action).toHaveBeenCalledTimes(1);
    await act(async () => answer(succeed('NE-2026-000124')));
    expect(container.querySelector('fieldset')?.disabled).toBe(false);
  });
});
