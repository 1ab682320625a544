import type { Service } from '@clinic/cms-client';
import { CmsImage } from '@/components/cms-image';
import { Link } from '@/i18n/navigation';
import { toIdSlugSegment } from '@/lib/id-slug';

/**
 * The picture is decorative: the service's name is the heading right below it. The specialty is the
 * heading of the group the card sits in, so it is not repeated here.
 */
export function ServiceCard({ service, learnMore }: { service: Service; learnMore: string }) {
  const href = `/services/${toIdSlugSegment(service)}`;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200">
      <CmsImage
        media={service.image}
        alt=""
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        className="aspect-video w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-lg font-semibold">
          <Link href={href} className="hover:text-brand">
            {service.name}
          </Link>
        </h3>
        {service.summary ? <p className="line-clamp-3 text-sm text-slate-600">{service.summary}</p> : null}
        <Link href={href} className="mt-auto pt-2 text-sm font-semibold text-brand underline">
          {learnMore}
          <span className="sr-only">: {service.name}</span>
        </Link>
      </div>
    </article>
  );
}
