import { z } from 'zod';
import { idParam, integerParam } from '../../../rest/params.ts';

/** REST value shapes shared by the list queries and the widgets' body keys. */

export const commaList = z
  .union([z.string().max(10_000), z.array(z.string().max(255)).max(100)])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
  .refine((list) => list.length <= 100 && list.every((s) => s.length <= 255), 'is invalid');

/** A weight (query filter or body): a JSON number or a string of digits, 0..1,000,000. */
export const weightParam = integerParam(0, 1_000_000);

/** GitLab unassigns with 0 or an empty value. */
export const zeroAsNull = z.preprocess(
  (v) => (v === 0 || v === '0' || v === '' ? null : v),
  idParam.nullish(),
);
