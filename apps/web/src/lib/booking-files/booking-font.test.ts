import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOKING_FONT_FILES, loadBookingFont } from './booking-font';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('loadBookingFont', () => {
  it('fetches the weight from the site’s fonts route', async () => {
    const fetchFont = vi.fn(async () => new Response(new Uint8Array([0, 1, 0, 0])));
    vi.stubGlobal('fetch', fetchFont);
    const font = await loadBookingFont('bold');
    expect(fetchFont).toHaveBeenCalledWith(`/fonts/${BOOKING_FONT_FILES.bold}`);
    expect(new Uint8Array(font)).toEqual(new Uint8Array([0, 1, 0, 0]));
  });

  it('fails with the URL and status rather than handing jsPDF an error page', async () => {
    vi.stubGlobal('fetch', async () => new Response('Not found', { status: 404 }));
    await expect(loadBookingFont('regular')).rejects.toThrow(`/fonts/${BOOKING_FONT_FILES.regular} answered 404`);
  });
});
