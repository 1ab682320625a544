import { type TWaitingRoomScreen, ZWaitingRoomScreenSchema } from '@clinic/domain';
import type { RequestOptions, Transport } from './request';

/** A branch's waiting-room screen (public: numbers and booked times, never a patient). */
export type WaitingRoomApi = {
  /** The branch's queues of the day, the branch by public id; 404 for any other. */
  getWaitingRoomScreen(branchPublicId: number, options?: RequestOptions): Promise<TWaitingRoomScreen>;
};

export function createWaitingRoomApi(transport: Transport): WaitingRoomApi {
  return {
    getWaitingRoomScreen: (branchPublicId, options) =>
      transport.requestAnswer('GET', `/waiting-rooms/${branchPublicId}`, ZWaitingRoomScreenSchema, { options }),
  };
}
