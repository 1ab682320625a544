import { answerCmsRead, answerUncached } from '@/lib/browser-read';
import { fail } from '@/lib/action-result';
import { readBranchPublicId } from '@/lib/waiting-room';

/** The screen asks again soon: a CMS slower than this is shown as away, and the next ask tries again. */
const CMS_TIMEOUT_MS = 5_000;

/**
 * A branch's queues of the day, for its waiting-room screen, which asks every few seconds (the CMS
 * reads them afresh each time: nothing may keep them). The branch by public id; anything else is no branch.
 */
export async function GET(_request: Request, { params }: RouteContext<'/api/waiting-room/[branch]'>) {
  const branch = readBranchPublicId((await params).branch);
  if (branch === null) return answerUncached(fail('NOT_FOUND'));
  return answerCmsRead('[waiting room] screen', CMS_TIMEOUT_MS, (client, options) =>
    client.getWaitingRoomScreen(branch, options),
  );
}
