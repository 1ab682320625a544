// @vitest-environment happy-dom
import { ValidationMessage } from '@clinic/domain/messages';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, textsOf } from '@/test-support/render';
import { type TBookResult, bookAppointment } from '../actions';
import type { TMobileMessaging } from './patient-fields';
import { PatientStep } from './patient-step';

// The booking goes through the server action, stubbed here for its answers' shapes; the e2e suite books for real.
vi.mock('../actions', () => ({ bookAppointment: vi.fn() }));
vi.mock('../_lib/availability-request', () => ({ requestAvailability: vi.fn() }));
// The site's Link needs the App Router around it; a plain anchor shows the same text.
vi.mock('@/i18n/navigation', async () => (await import('@/test-support/site-link')).siteLinkStub);

const START = '2026-11-24T10:30:00+02:00';
const appointment = {
  doctor: 'hana',
  branch: 'nasr',
  start: START,
  specialty: 'oto',
  service: null,
  source: 'doctor-flow' as const,
};

/** A valid patient as typed, a mobile number among them. */
const TYPED = {
  firstName: 'Mariam',
  lastName: 'El-Sayed',
  email: 'mariam@example.com',
  phone: '01012345678',
  age: '34',
};

const BY_SMS: TMobileMessaging = { sendsSms: true, sendsWhatsApp: false };
const BY_WHATSAPP_OR_SMS: TMobileMessaging = { sendsSms: true, sendsWhatsApp: true };

async function renderPatientStep(locale: 'en' | 'ar' = 'en', messaging = BY_SMS) {
  const on = { onBooked: vi.fn(), onPickOpening: vi.fn(), onPrevious: vi.fn() };
  const rendered = await render(
    <PatientStep
      step={2}
      appointment={appointment}
      policyVersion="2026-01"
      cardImages={{ maxBytes: 5_000_000, types: ['image/jpeg'] }}
      messaging={messaging}
      summary={<p>summary</p>}
      {...on}
    />,
    { locale },
  );
  const field = (name: string) => rendered.container.querySelector<HTMLInputElement>(`[name=${name}]`);
  const type = (name: string, value: string) =>
    act(async () => {
      const input = field(name);
      if (!input) throw new Error(`No field ${name}`);
      // The prototype's setter, as a browser's typing does: React ignores a value set on the element itself.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
  const submit = () =>
    act(async () => {
      rendered.container.querySelector('form')?.requestSubmit();
      await vi.dynamicImportSettled();
    });
  const fillValid = async () => {
    for (const [name, value] of Object.entries(TYPED)) {
      await type(name, value);
    }
    await rendered.click(field('consent'));
  };
  return { ...rendered, on, field, type, submit, fillValid };
}

beforeEach(() => {
  vi.mocked(bookAppointment).mockReset();
  window.sessionStorage.clear();
});

describe('the patient step on its own', () => {
  it('asks for the details, cash and no consent ticked to start with, the phone and the optional email described by their hints', async () => {
    const { container, field } = await renderPatientStep();
    expect(textsOf(container, 'label[for]')).toEqual([
      'First name',
      'Last name',
      'Email (optional)',
      'Mobile number',
      'Age',
      'Additional notes (optional)',
    ]);
    const hint = container.querySelector(`#${CSS.escape(field('phone')?.getAttribute('aria-describedby') ?? '')}`);
    expect(hint?.textContent).toBe(
      'An Egyptian mobile, e.g. 010 1234 5678. We text it the confirmation and a reminder.',
    );
    const emailHint = container.querySelector(`#${CSS.escape(field('email')?.getAttribute('aria-describedby') ?? '')}`);
    expect(emailHint?.textContent).toMatch(/^With an email we also send you the confirmation/);
    expect(field('email')?.getAttribute('aria-required')).toBe('false');
    expect(field('phone')?.getAttribute('aria-required')).toBe('true');
    expect(field('consent')?.checked).toBe(false);
    expect(container.querySelector<HTMLInputElement>('input[value=cash]')?.checked).toBe(true);
    expect(container.querySelectorAll('input[type=file]')).toHaveLength(0);
  });

  it('tells a patient typing a landline that it gets no SMS, as a status, and takes it back for a mobile', async () => {
    const { container, type } = await renderPatientStep('en');
    const status = () => container.querySelector('[role=status]')?.textContent;
    expect(status()).toBe('');
    await type('phone', '02 2345 6789');
    expect(status()).toMatch(/^This is a landline, so we cannot text it\./);
    await type('phone', '010 1234 5678');
    expect(status()).toBe('');
  });

  it('tells it in Arabic, for a landline typed in Arabic digits', async () => {
    const { container, type } = await renderPatientStep('ar');
    await type('phone', '٠٢٢٣٤٥٦٧٨٩');
    expect(container.querySelector('[role=status]')?.textContent).toMatch(/^هذا رقم أرضي/);
  });

  it('promises no SMS, and tells no landline, when the clinic sends none', async () => {
    const { container, field, type } = await renderPatientStep('en', { sendsSms: false, sendsWhatsApp: false });
    await type('phone', '02 2345 6789');
    const hint = container.querySelector(`#${CSS.escape(field('phone')?.getAttribute('aria-describedby') ?? '')}`);
    expect(hint?.textContent).toBe('An Egyptian mobile, e.g. 010 1234 5678');
  });

  it('with WhatsApp, promises WhatsApp or SMS and asks a mobile which, WhatsApp chosen; a landline is not asked', async () => {
    const { container, field, type } = await renderPatientStep('en', BY_WHATSAPP_OR_SMS);
    const hint = container.querySelector(`#${CSS.escape(field('phone')?.getAttribute('aria-describedby') ?? '')}`);
    expect(hint?.textContent).toBe(
      'An Egyptian mobile, e.g. 010 1234 5678. We send it the confirmation and a reminder by WhatsApp or SMS.',
    );
    const choice = () => container.querySelector('input[name=phoneChannel]')?.closest('fieldset');
    expect(choice()).toBeFalsy();
    await type('phone', '010 1234 5678');
    expect(choice()?.querySelector('legend')?.textContent).toBe('Messages about this booking');
    expect(textsOf(choice() ?? container, 'label')).toEqual(['WhatsApp', 'SMS']);
    expect(container.querySelector<HTMLInputElement>('input[name=phoneChannel]:checked')?.value).toBe('whatsapp');
    await type('phone', '02 2345 6789');
    expect(choice()).toBeFalsy();
    expect(container.querySelector('[role=status]')?.textContent).toMatch(/^This is a landline/);
  });

  it('asks it in Arabic', async () => {
    const { container, type } = await renderPatientStep('ar', BY_WHATSAPP_OR_SMS);
    await type('phone', '٠١٠١٢٣٤٥٦٧٨');
    const choice = container.querySelector('input[name=phoneChannel]')?.closest('fieldset');
    expect(choice?.querySelector('legend')?.textContent).toBe('استقبال الرسائل الخاصة بهذا الحجز');
    expect(textsOf(choice ?? container, 'label')).toEqual(['عبر واتساب', 'برسالة نصية (SMS)']);
  });

  it('books a mobile by SMS when the patient chooses it', async () => {
    vi.mocked(bookAppointment).mockResolvedValue({
      ok: true,
      value: { bookingNumber: 'ENT-2611-ABCD' },
    } as TBookResult);
    const { container, click, fillValid, submit } = await renderPatientStep('en', BY_WHATSAPP_OR_SMS);
    await fillValid();
    await click(container.querySelector('input[name=phoneChannel][value=sms]'));
    await submit();
    const sent = vi.mocked(bookAppointment).mock.calls[0]?.[0];
    expect(JSON.parse(String(sent?.get('data'))).patient.phoneChannel).toBe('sms');
  });

  it('asks a contract patient for both sides of the card, under one hint', async () => {
    const { container, click } = await renderPatientStep();
    await click(container.querySelector('input[value=company]'));
    const pickers = [...container.querySelectorAll('input[type=file]')];
    expect(pickers).toHaveLength(2);
    const hintId = container.querySelector('p[id$=-card-hint]')?.id;
    for (const picker of pickers) expect(picker.getAttribute('aria-describedby')).toBe(hintId);
  });

  it('shows every missing detail in the page’s language, and sends nothing', async () => {
    const { container, field, submit } = await renderPatientStep('ar');
    await submit();
    expect(bookAppointment).not.toHaveBeenCalled();
    expect(field('firstName')?.getAttribute('aria-invalid')).toBe('true');
    const errorId = field('firstName')?.getAttribute('aria-describedby') ?? '';
    expect(container.querySelector(`#${CSS.escape(errorId)}`)?.textContent).toBe('هذا الحقل مطلوب.');
    expect(field('consent')?.getAttribute('aria-invalid')).toBe('true');
  });

  it('books with the appointment, the details and the consent, and hands the booking on', async () => {
    const booking = { bookingNumber: 'ENT-2611-ABCD' };
    vi.mocked(bookAppointment).mockResolvedValue({ ok: true, value: booking } as TBookResult);
    const { on, field, fillValid, submit } = await renderPatientStep();
    await fillValid();
    // A clinic without WhatsApp asks nothing: the channel goes as its default, which the CMS reads as SMS.
    expect(field('phoneChannel')).toBeNull();
    await submit();
    const sent = vi.mocked(bookAppointment).mock.calls[0]?.[0];
    expect(JSON.parse(String(sent?.get('data')))).toEqual({
      ...appointment,
      locale: 'en',
      patient: { ...TYPED, phone: '+201012345678', age: 34, phoneChannel: 'whatsapp', contractType: 'cash' },
      consent: { accepted: true, policyVersion: '2026-01' },
    });
    expect(sent?.get('idempotencyKey')).toMatch(/^[0-9a-f-]{36}$/);
    expect(on.onBooked).toHaveBeenCalledWith({ booking, emailedTo: 'mariam@example.com' });
  });

  it('offers the next free times in place when the time was just taken, keeping what was typed', async () => {
    const next = '2026-11-24T11:00:00+02:00';
    vi.mocked(bookAppointment).mockResolvedValue({
      ok: false,
      code: 'SLOT_FULL',
      details: { nextOpenings: [{ start: next, end: '2026-11-24T11:30:00+02:00', mode: 'slots', remaining: 1 }] },
    } satisfies TBookResult);
    const { container, on, field, fillValid, submit, click } = await renderPatientStep();
    await fillValid();
    await submit();
    expect(container.querySelector('[role=alert]:not(.sr-only)')?.textContent).toContain('this time was just booked');
    await click(container.querySelector('[role=alert]:not(.sr-only) button'));
    expect(on.onPickOpening).toHaveBeenCalledWith(next);
    expect(field('firstName')?.value).toBe('Mariam');
  });

  it('shows the server’s verdict on a field beside it', async () => {
    vi.mocked(bookAppointment).mockResolvedValue({
      ok: false,
      code: 'VALIDATION_FAILED',
      fieldErrors: { 'patient.phone': ValidationMessage.phoneNotEgyptian },
    } satisfies TBookResult);
    const { container, field, fillValid, submit } = await renderPatientStep();
    await fillValid();
    await submit();
    expect(field('phone')?.getAttribute('aria-invalid')).toBe('true');
    expect(container.textContent).toContain('Please enter an Egyptian phone number.');
  });
});
