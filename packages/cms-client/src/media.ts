import type { RequestOptions, Transport } from './request';

export type MediaCallOptions = Omit<RequestOptions, 'locale'>;

export type MediaApi = {
  /**
   * A public media file the CMS serves (`/uploads/<segments>`), unread, with its content type; each
   * segment is encoded, so a name cannot climb out of the folder. Rejects with a CmsError 404 when
   * there is no such file.
   */
  openMedia(
    segments: readonly string[],
    options?: MediaCallOptions,
  ): Promise<{ body: ReadableStream<Uint8Array>; contentType: string | null }>;
};

export function createMediaApi(transport: Transport): MediaApi {
  return {
    openMedia(segments, options) {
      return transport.requestFile(`/uploads/${segments.map(encodeURIComponent).join('/')}`, { options });
    },
  };
}
