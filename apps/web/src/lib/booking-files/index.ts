/**
 * The booking confirmation's downloads. Import this module dynamically, on the patient's click:
 * the calendar file brings `ics` (with its validator), and createBookingPdf loads jsPDF itself.
 */
export { calendarFileName, createBookingCalendarFile, type TBookingCalendarInput } from './booking-calendar';
export { BOOKING_FONT_FILES, bookingFontUrl, loadBookingFont, type TBookingFontWeight } from './booking-font';
export { createBookingPdf, pdfFileName, type TBookingPdfInput } from './booking-pdf';
