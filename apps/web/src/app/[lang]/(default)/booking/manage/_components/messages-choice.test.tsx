// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test-support/render';
import { chooseMessages } from '../actions';
import { MessagesChoice } from './messages-choice';

// The choice goes through the server action, stubbed here for its answers; the e2e suite saves it for real.
vi.mock('../actions', () => ({ chooseMessages: vi.fn() }));

const checkedChannel = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('input[name=phoneChannel]:checked')?.value;

beforeEach(() => vi.mocked(chooseMessages).mockReset());

describe('the manage page’s messages', () => {
  it('saves WhatsApp or SMS as the patient chooses, with the stop as shown, and confirms it', async () => {
    vi.mocked(chooseMessages).mockResolvedValue({ ok: true, value: 'smsChosen' });
    const { container, click } = await render(<MessagesChoice isStopped={false} phoneChannel="whatsapp" />);
    expect(container.querySelector('fieldset legend')?.textContent).toBe('Messages to your mobile');
    expect(container.textContent).toContain('by WhatsApp to your mobile (by SMS if your number is not on WhatsApp)');
    expect(checkedChannel(container)).toBe('whatsapp');
    await click(container.querySelector('input[name=phoneChannel][value=sms]'));
    const sent = vi.mocked(chooseMessages).mock.calls[0]?.[1];
    expect([sent?.get('stopped'), sent?.get('phoneChannel')]).toEqual(['false', 'sms']);
    expect(container.querySelector('[role=status]')?.textContent).toBe(
      'Done: we will write to your mobile about this booking by SMS.',
    );
  });

  it('says in Arabic that saving failed, and shows the saved channel again', async () => {
    vi.mocked(chooseMessages).mockResolvedValue({ ok: false, code: 'SERVICE_UNAVAILABLE' });
    const { container, click } = await render(<MessagesChoice isStopped phoneChannel="whatsapp" />, { locale: 'ar' });
    await click(container.querySelector('input[name=phoneChannel][value=sms]'));
    expect(vi.mocked(chooseMessages).mock.calls[0]?.[1].get('stopped')).toBe('true');
    expect(container.querySelector('[role=alert]')?.textContent).toBe(
      'تعذّر الوصول إلى نظام الحجز. حاول مرة أخرى بعد قليل.',
    );
    expect(checkedChannel(container)).toBe('whatsapp');
  });

  it('offers no channel where there is none to choose, and keeps the stop switch', async () => {
    const { container } = await render(<MessagesChoice isStopped={false} phoneChannel={null} />);
    expect(container.querySelector('input[name=phoneChannel]')).toBeNull();
    expect(container.textContent).toContain('by SMS to your mobile, and by email if you gave one.');
    expect(container.querySelector('button[type=submit]')?.textContent).toBe('Stop messages about this booking');
  });
});
