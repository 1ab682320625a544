import type { Media } from '@clinic/cms-client';
import { getImageProps } from 'next/image';
import { preload } from 'react-dom';

type CmsImageProps = {
  media: Media | null | undefined;
  /** Alt text in the page's language; the media library's own alt text is English only. */
  alt: string;
  sizes: string;
  className?: string;
  priority?: boolean;
};

/**
 * A CMS picture at the sizes the layout needs, through Next's image optimizer. Decorative when alt
 * is ''. It renders a plain <img> from getImageProps: next/image's component is a client one, and
 * its code would travel to every page although these pictures need no script. A priority picture
 * (the page's largest) is preloaded at high priority, as next/image's `preload` does.
 */
export function CmsImage({ media, alt, sizes, className, priority = false }: CmsImageProps) {
  if (!media?.url) return null;
  const { props } = getImageProps({
    src: media.url,
    alt,
    width: media.width ?? 800,
    height: media.height ?? 600,
    sizes,
    className,
    loading: priority ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : 'auto',
  });
  if (priority) {
    preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' });
  }
  return <img {...props} alt={alt} />;
}
