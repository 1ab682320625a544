// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/notify';
import { render } from '@/test-support/render';
import { resendMessage } from '../actions';
import { ResendMessage } from './resend-message';

// The resend goes through the server action, stubbed here; the e2e suite sends messages again for real.
vi.mock('../actions', () => ({ resendMessage: vi.fn() }));
const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

afterEach(() => vi.clearAllMocks());

describe('sending a failed message again', () => {
  it.each([
    ['same', 'Send again', 'The message will be sent again in a moment.'],
    ['sms', 'Send by SMS', 'The message will be sent by SMS in a moment.'],
  ] as const)('by the channel %s: “%s”, then says it is queued', async (channel, text, queued) => {
    vi.mocked(resendMessage).mockResolvedValue({ ok: true, value: undefined });
    const success = vi.spyOn(notify, 'success');
    const label = `${text}: Booking received`;
    const { container, click } = await render(
      <ResendMessage documentId="doc" messageId={7} channel={channel} label={label} />,
    );
    const button = container.querySelector('button');
    expect([button?.textContent, button?.getAttribute('aria-label')]).toEqual([text, label]);
    await click(button);
    expect(resendMessage).toHaveBeenCalledWith('en', 'doc', 7, { channel });
    expect(success).toHaveBeenCalledWith(queued);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
