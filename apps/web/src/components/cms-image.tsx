import type { Media } from '@clinic/cms-client';
import Image from 'next/image';

type CmsImageProps = {
  media: Media | null | undefined;
  /** Alt text in the page's language; the media library's own alt text is English only. */
  alt: string;
  sizes: string;
  className?: string;
  priority?: boolean;
};

/** A CMS picture through next/image, at the sizes the layout needs. Decorative when alt is ''. */
export function CmsImage({ media, alt, sizes, className, priority = false }: CmsImageProps) {
  if (!media?.url) return null;
  return (
    <Image
      src={media.url}
      alt={alt}
      width={media.width ?? 800}
      height={media.height ?? 600}
      sizes={sizes}
      className={className}
      preload={priority}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
    />
  );
}
