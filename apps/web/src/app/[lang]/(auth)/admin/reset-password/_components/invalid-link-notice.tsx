import { Link } from '@/i18n/navigation';

type InvalidLinkNoticeProps = { message: string; linkLabel: string };

/** A reset link without a code, or with one the CMS refused: the way out is a new link. */
export function InvalidLinkNotice({ message, linkLabel }: InvalidLinkNoticeProps) {
  return (
    <div role="alert" className="space-y-3 rounded-lg bg-red-50 p-4 text-red-800">
      <p className="font-semibold">{message}</p>
      <Link href="/admin/forget-password" className="inline-block font-semibold text-brand underline">
        {linkLabel}
      </Link>
    </div>
  );
}
