import type { Founder } from '@clinic/cms-client';
import { CmsImage } from '@/components/cms-image';

export function FounderList({ founders }: { founders: Founder[] }) {
  return (
    <ul className="grid gap-8 md:grid-cols-2">
      {founders.map((founder) => (
        <li key={founder.id} className="flex flex-col gap-4 sm:flex-row">
          <CmsImage
            media={founder.image}
            alt={founder.name}
            sizes="(min-width: 640px) 10rem, 100vw"
            className="aspect-square w-full rounded-2xl object-cover sm:w-40"
          />
          <div>
            <h3 className="text-lg font-semibold">{founder.name}</h3>
            {founder.role ? <p className="text-sm text-accent">{founder.role}</p> : null}
            {founder.bio ? <p className="mt-2 leading-relaxed text-slate-700">{founder.bio}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
