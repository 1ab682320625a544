import { describe, expect, it } from 'vitest';
import { ZCallAttemptSchema, buildWhatsAppLink } from './call-list';

describe('buildWhatsAppLink', () => {
  it('opens a chat with the mobile number’s international digits and the message written out', () => {
    expect(buildWhatsAppLink('+201012345678', 'Hello Mona')).toBe('https://wa.me/201012345678?text=Hello%20Mona');
  });

  it('encodes an Arabic message whole, so the chat opens with it', () => {
    const link = buildWhatsAppLink('+201512345678', 'مرحبًا يا منى');
    expect(link).not.toBeNull();
    expect(decodeURIComponent(new URL(link ?? '').searchParams.get('text') ?? '')).toBe('مرحبًا يا منى');
  });

  it('has no chat for a landline or a number that is not Egyptian', () => {
    expect(buildWhatsAppLink('+20223456789', 'x')).toBeNull();
    expect(buildWhatsAppLink('+447700900123', 'x')).toBeNull();
  });
});

describe('ZCallAttemptSchema', () => {
  it('takes an unanswered call and refuses anything else', () => {
    expect(ZCallAttemptSchema.safeParse({ outcome: 'noAnswer' }).success).toBe(true);
    expect(ZCallAttemptSchema.safeParse({ outcome: 'confirmed' }).success).toBe(false);
    expect(ZCallAttemptSchema.safeParse(null).success).toBe(false);
  });
});
