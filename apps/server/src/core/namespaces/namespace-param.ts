import { z } from 'zod';

const MAX_INT = 2_147_483_647;

/** `:id` of a group or project: a numeric id or a (URL-decoded) full path. */
export const namespaceIdParam = z
  .string()
  .min(1)
  .max(1024)
  .transform((v): { id?: number; fullPath?: string } =>
    /^\d+$/.test(v) ? { id: Number(v) } : { fullPath: v },
  )
  .refine((v) => v.id === undefined || v.id <= MAX_INT, 'is invalid');
export type NamespaceIdParam = z.infer<typeof namespaceIdParam>;
