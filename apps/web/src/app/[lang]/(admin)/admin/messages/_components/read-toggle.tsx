'use client';

import { changeReadState } from '../actions';
import { toMessageKey } from '@/lib/action-result';
import { useStaffAction } from '@/components/ui/use-staff-action';
import { notify } from '@/lib/notify';
import { Button } from '@/components/ui/button';

export type TReadToggleLabels = {
  markRead: string;
  markUnread: string;
  saving: string;
  markedRead: string;
  markedUnread: string;
  notFound: string;
  failed: string;
};

/**
 * The "Mark as read" / "Mark as unread" button of one message. The page re-reads the inbox
 * afterwards, so the badge, the filter and the unread counts all show what the CMS now holds.
 */
export function ReadToggle({
  documentId,
  isRead,
  labels,
}: {
  documentId: string;
  isRead: boolean;
  labels: TReadToggleLabels;
}) {
  const { isPending: isSaving, run } = useStaffAction();

  const toggle = () =>
    run(
      (locale) => changeReadState(locale, documentId, !isRead),
      (result) =>
        result.ok
          ? notify.success(result.value.isRead ? labels.markedRead : labels.markedUnread)
          : notify.error(labels[toMessageKey(result.code, ['notFound'], 'failed')]),
    );

  return (
    <div aria-busy={isSaving} className="flex flex-wrap items-center gap-3">
      <Button variant={isRead ? 'secondary' : 'primary'} size="xs" onClick={toggle} disabled={isSaving}>
        {isRead ? labels.markUnread : labels.markRead}
      </Button>
      {isSaving ? (
        <p role="status" className="text-sm text-slate-700">
          {labels.saving}
        </p>
      ) : null}
    </div>
  );
}
