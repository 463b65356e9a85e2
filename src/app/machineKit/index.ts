/**
 * What every machine definition shares: its placeholders, its error messages and its alerts. Its
 * real effects share `./effects`.
 */
export { type Announcement, announce } from './announce';
export { errorMessageOf } from './errorMessageOf';
export { notProvided } from './notProvided';
