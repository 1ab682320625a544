import type { Media } from '@clinic/cms-client';
import { getImageProps } from 'next/image';
import { preload } from 'react-dom';

type CmsImageProps = {
  media: Media | null | undefined;
  /** Alt text in the page's language; the media library's own alt text is English only. */
  alt: string;
  /** How wide the layout draws the picture, for a picture whose width changes with the screen. */
  sizes?: string;
  /** Instead of `sizes`: the one width in CSS pixels the layout always draws it at, for 1x and 2x screens. */
  drawnWidth?: number;
  className?: string;
  priority?: boolean;
};

/**
 * A CMS picture at the sizes the layout needs, through Next's image optimizer. Decorative when alt
 * is ''. It renders a plain <img> from getImageProps: next/image's component is a client one, and
 * its code would travel to every page although these pictures need no script. A priority picture
 * (the page's largest) is preloaded at high priority, as next/image's `preload` does.
 */
export function CmsImage({ media, alt, sizes, drawnWidth, className, priority = false }: CmsImageProps) {
  if (!media?.url) return null;
  const [width, height] = [media.width ?? 800, media.height ?? 600];
  const { props } = getImageProps({
    src: media.url,
    alt,
    // A fixed width lists two candidates (1x, 2x) where `sizes` lists every width Next knows.
    width: drawnWidth ?? width,
    height: drawnWidth ? Math.round((drawnWidth * height) / width) : height,
    sizes: drawnWidth ? undefined : sizes,
    className,
    loading: priority ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : 'auto',
  });
  if (priority) {
    preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' });
  }
  return <img {...props} alt={alt} />;
}
