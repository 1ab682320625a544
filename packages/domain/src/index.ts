export * from './answers';
export * from './errors';
export * from './environment-schema';
export {
  FORM_ERROR_PATH,
  PasswordResetMessage,
  type TValidationMessageKey,
  ValidationMessage,
  collectFieldErrors,
  createValidationError,
  isValidationMessageKey,
} from './messages';
export * from './consultation-fee';
export * from './consultation-fee-schema';
export * from './digits';
export * from './phone';
export * from './phone-schema';
export { EMAIL_MAX_LENGTH, type TEmail, ZEmailSchema } from './text-fields';
export * from './contract-cards';
export * from './card-checks';
export * from './patient';
export * from './contact';
export * from './locale';
export * from './calendar-date';
export * from './calendar-date-schemas';
export * from './cairo-time';
export * from './opening-hours';
export * from './slug';
export * from './schedule';
export * from './availability';
export * from './hours-in-force';
export * from './schedule-overlap';
export * from './displaced-visits';
export * from './call-list';
export * from './day-sheet';
export * from './doctor-list';
export * from './booking-number';
export * from './appointment-status';
export * from './appointment-workflow';
export * from './appointment-notes';
export * from './appointment-answers';
export * from './reschedule';
export * from './staff-booking';
export * from './staff-accounts';
export * from './access-log';
export * from './patient-data';
export * from './patient-messages';
export * from './message-failures';
export * from './reminder-schedule';
export * from './sms-text';
export * from './message-stops';
export * from './phone-channel';
export * from './whatsapp-template';
export * from './waiting-list';
export * from './waiting-room';
export * from './waiting-room-screen';
export * from './waiting-earlier';
export * from './manage-booking';
export * from './identifiers';
export * from './doctor-facts';
export * from './doctor-ratings';
export * from './visit-reviews';
export * from './identifier-schemas';
export * from './booking';
export * from './booking-answers';
export * from './content-documents';
export * from './content-blocks';
export * from './content-components';
export * from './content-answers';
export * from './content-private-answers';
export * from './content-pages';
export * from './staff';
export * from './password-reset';
export * from './staff-appointments';
export * from './staff-messages';
export * from './retention';
export * from './scheduled-jobs';
export * from './preview-link';
export * from './statistics';
