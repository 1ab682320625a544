import { ZQueuePauseSchema } from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { findDoctorAtBranch } from '../../../booking/doctor-at-branch';
import { type SignedInStaff, nameStaffMember, readStaffScope, requireBranchInScope } from '../../../staff/staff-scope';
import { readRequestData } from '../../../utils/validation-details';
import { changeQueuePause } from '../../../waiting-room/pauses';

type Context = Parameters<Core.MiddlewareHandler>[0];

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * PUT /api/staff/waiting-room/pause — `{ doctor, branch, message }`: pauses the doctor's queue at
   * one of the member's branches with a message for the screen, or resumes it (`message: null`); 403
   * for another branch, 404 for a doctor who does not work there.
   */
  async pauseQueue(ctx: Context) {
    const pause = readRequestData(ctx, ZQueuePauseSchema, 'queue pause');
    const user = ctx.state.user as SignedInStaff;
    requireBranchInScope(await readStaffScope(strapi, user), pause.branch);
    await findDoctorAtBranch(strapi, pause.doctor, pause.branch);
    await changeQueuePause(strapi.db.connection, pause, { by: nameStaffMember(user), now: new Date() });
    ctx.body = { data: { message: pause.message } };
  },
});
