import { z } from 'zod';
import { commaListParam, idParam, integerParam } from '#server/rest/params.ts';

/** REST value shapes shared by the list queries and the widgets' body keys. */

export const commaList = commaListParam;

/** A weight (query filter or body): a JSON number or a string of digits, 0..1,000,000. */
export const weightParam = integerParam(0, 1_000_000);

/** GitLab unassigns with 0 or an empty value. */
export const zeroAsNull = z.preprocess(
  (v) => (v === 0 || v === '0' || v === '' ? null : v),
  idParam.nullish(),
);
