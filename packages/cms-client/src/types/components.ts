import type { TDayHours, TFounder } from '@clinic/domain';

/** A branch's opening hours on one weekday; see ZDayHoursSchema in @clinic/domain. */
export type DayHours = TDayHours;

/** One of the clinic's founders, on the about page; see ZFounderSchema. */
export type Founder = TFounder;
