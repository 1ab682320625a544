import { NotFoundScreen } from '@/components/not-found-page';

/** An address of no branch's screen: the site's 404, in the page's language. */
export default function ScreenNotFound() {
  return (
    <div className="bg-white text-slate-900">
      <NotFoundScreen />
    </div>
  );
}
