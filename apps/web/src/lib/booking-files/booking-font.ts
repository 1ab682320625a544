/** The two weights the booking PDF uses: regular for text, bold for the clinic name and the title. */
export type TBookingFontWeight = 'regular' | 'bold';

/**
 * IBM Plex Sans Arabic as TrueType (jsPDF embeds TTF only, not the site's WOFF2), served by
 * app/fonts/[file]. The package version is in the name, so the files can be cached for a year and
 * a font update is a new URL.
 */
export const BOOKING_FONT_FILES: Readonly<Record<TBookingFontWeight, string>> = {
  regular: 'ibm-plex-sans-arabic-0.4.2-regular.ttf',
  bold: 'ibm-plex-sans-arabic-0.4.2-bold.ttf',
};

export const bookingFontUrl = (weight: TBookingFontWeight) => `/fonts/${BOOKING_FONT_FILES[weight]}`;

/** Fetches one weight in the browser, for createBookingPdf's `loadFont`. */
export async function loadBookingFont(weight: TBookingFontWeight): Promise<ArrayBuffer> {
  const response = await fetch(bookingFontUrl(weight));
  if (!response.ok) throw new Error(`The booking PDF font ${bookingFontUrl(weight)} answered ${response.status}`);
  return response.arrayBuffer();
}
