import { describe, expect, it } from 'vitest';
import { fillSmsBody, readAnswerPath } from './sms-gateway';

const values = { to: '+201012345678', sender: 'NileENT', text: 'موعدك "غدًا"\nhttps://x/m/a&b', reference: 'r-1' };

describe('[CMS]: the SMS gateway as configured', () => {
  it('fills a JSON template with each value as a JSON string’s content, Arabic, quotes and new lines intact', () => {
    const { body, contentType } = fillSmsBody(
      '{"to":"{to}","from":"{sender}","text":"{text}","reference":"{reference}"}',
      values,
    );
    expect(contentType).toBe('application/json');
    expect(JSON.parse(body)).toEqual({ to: values.to, from: 'NileENT', text: values.text, reference: 'r-1' });
  });

  it('fills any other template as a form, each value URL-encoded', () => {
    const { body, contentType } = fillSmsBody('username=clinic&mobile={to}&sender={sender}&message={text}', values);
    expect(contentType).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(body))).toEqual({
      username: 'clinic',
      mobile: values.to,
      sender: 'NileENT',
      message: values.text,
    });
  });

  it('reads the message’s id at a dot path of the answer, or none', () => {
    expect(readAnswerPath({ messageId: 'abc' }, 'messageId')).toBe('abc');
    expect(readAnswerPath({ data: { messages: [{ id: 42 }] } }, 'data.messages.0.id')).toBe('42');
    expect(readAnswerPath({ data: null }, 'data.id')).toBeNull();
    expect(readAnswerPath('text', 'messageId')).toBeNull();
  });
});
