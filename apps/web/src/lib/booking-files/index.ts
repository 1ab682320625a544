/**
 * The booking confirmation's downloads. Import this module dynamically, on the patient's click:
 * the calendar file brings `ics` (with its validator), and createBookingPdf loads jsPDF itself.
 */
export { calendarFileName, createBookingCalendarFile } from '@clinic/domain/booking-calendar';
export { loadBookingFont } from './booking-font';
export { createBookingPdf, pdfFileName } from './booking-pdf';
