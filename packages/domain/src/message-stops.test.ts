import { describe, expect, it } from 'vitest';
import { readSmsReply } from './message-stops';

/** Replies as patients type them, by what each asks. */
const REPLIES = {
  stop: ['STOP', ' stop. ', 'Stop please', 'إيقاف', 'ايقاف', 'أوقف الرسائل'],
  start: ['START', 'ابدأ', 'start!'],
  nothing: ['', 'thanks', 'Please stop', 'شكرا', 'STOPPED', '1'],
};

describe('readSmsReply', () => {
  it('reads STOP and START in either language, by their first word, case, hamza and punctuation aside', () => {
    for (const [asked, replies] of Object.entries(REPLIES)) {
      expect(replies.map(readSmsReply), asked).toEqual(replies.map(() => (asked === 'nothing' ? null : asked)));
    }
  });
});
