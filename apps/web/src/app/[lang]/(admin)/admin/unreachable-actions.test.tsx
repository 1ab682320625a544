// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/notify';
import { render } from '@/test-support/render';
import { changeStatus } from './appointments/[id]/actions';
import { StatusActions } from './appointments/[id]/_components/status-actions';
import { recordNoAnswer } from './calls/actions';
import { NoAnswerButton } from './calls/_components/no-answer-button';
import { changeReadState } from './messages/actions';
import { type TReadToggleLabels, ReadToggle } from './messages/_components/read-toggle';
import { answerOffer } from './waiting-list/actions';
import { OfferAnswer } from './waiting-list/_components/offer-answer';

// The staff's one-click changes go through server actions, stubbed here; the e2e suite makes them for real.
vi.mock('./appointments/[id]/actions', () => ({ changeStatus: vi.fn() }));
vi.mock('./calls/actions', () => ({ recordNoAnswer: vi.fn() }));
vi.mock('./messages/actions', () => ({ changeReadState: vi.fn() }));
vi.mock('./waiting-list/actions', () => ({ answerOffer: vi.fn() }));
const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

const LABELS: TReadToggleLabels = {
  markRead: 'Mark as read',
  markUnread: 'Mark as unread',
  saving: 'Saving',
  markedRead: 'Marked read',
  markedUnread: 'Marked unread',
  notFound: 'Not found',
  failed: 'Please try again',
};

const BUTTONS: [name: string, action: (...args: never[]) => unknown, screen: ReactNode][] = [
  [
    'a status change',
    changeStatus,
    <StatusActions
      key="status"
      documentId="doc"
      status="pending"
      steps={[{ to: 'confirmed', kind: 'forward', isOpen: true, opensAt: null, closesAt: null }]}
    />,
  ],
  ['a call without an answer', recordNoAnswer, <NoAnswerButton key="call" documentId="doc" patientName="Mona" />],
  ['a message marked read', changeReadState, <ReadToggle key="read" documentId="doc" isRead={false} labels={LABELS} />],
  ['an offer booked for a caller', answerOffer, <OfferAnswer key="offer" offerId={7} />],
];

afterEach(() => vi.clearAllMocks());

describe('a staff button whose action cannot be called at all (offline, or a new deployment replaced it)', () => {
  it.each(BUTTONS)('%s says so in a toast and leaves the button to press again', async (_name, action, screen) => {
    vi.mocked(action).mockRejectedValue(new TypeError('fetch failed'));
    const error = vi.spyOn(notify, 'error');
    const { container } = await render(screen);
    await act(async () => {
      container.querySelector('button')?.click();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(error).toHaveBeenCalledTimes(1);
    expect(container.querySelector('button')?.disabled).toBe(false);
  });
});
