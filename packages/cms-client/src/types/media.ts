import type { TMedia } from '@clinic/domain';

/** An uploaded file as the upload plugin gives it; see ZMediaSchema in @clinic/domain. */
export type Media = TMedia;
