import { describe, expect, it } from 'vitest';
import { appointmentDetail, createStubbedClient, dataAnswer } from './test-support';

// The front desk's "Send again" of a failed message to the patient: by its own channel, or by SMS instead.

describe('sending a failed message again', () => {
  const resendPath = '/api/staff/appointments/doc%2F1/messages/7/resend';

  it('posts no body for its own channel, as before, in the page’s language', async () => {
    const { stub, cms } = createStubbedClient(dataAnswer(appointmentDetail('NE-1', 'Mona')));
    await expect(cms.resendMessage('doc/1', 7, { locale: 'ar' })).resolves.toEqual(appointmentDetail('NE-1', 'Mona'));
    const [call] = stub.calls;
    expect([
      call?.method,
      new URL(call?.url ?? '').pathname,
      new URL(call?.url ?? '').searchParams.get('locale'),
    ]).toEqual(['POST', resendPath, 'ar']);
    expect(call?.init.body).toBeUndefined();
  });

  it('asks for SMS as { data: { channel } }, the channel kept out of the request’s own options', async () => {
    const { stub, cms } = createStubbedClient(dataAnswer(appointmentDetail('NE-1', 'Mona')));
    await cms.resendMessage('doc/1', 7, { locale: 'en', channel: 'sms' });
    const [call] = stub.calls;
    expect(new URL(call?.url ?? '').pathname).toBe(resendPath);
    expect(call?.body).toEqual({ data: { channel: 'sms' } });
    expect(call?.init).not.toHaveProperty('channel');
  });
});
