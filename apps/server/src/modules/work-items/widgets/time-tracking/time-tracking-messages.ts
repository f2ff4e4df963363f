/** GitLab's messages for time it refuses (its `TimeTrackable` and `Timelog` validations). */
export const INVALID_ESTIMATE =
  'Time estimate must have a valid format and be greater than or equal to zero.';
export const BLANK_TIME_SPENT = "Time spent can't be blank";
export const FUTURE_SPENT_AT = "Spent at can't be a future date and time.";
export const SUBTRACT_EXCEEDS = 'Time to subtract exceeds the total time spent';
