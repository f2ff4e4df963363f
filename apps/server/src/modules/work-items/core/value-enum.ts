import { builder } from '#server/graphql/builder.ts';

/**
 * A GraphQL enum whose names are not the stored values, as `{ GraphQL name: stored value }`:
 * GitLab's enum names (`atRisk`, `TRIGGERED`, `BLOCKED_BY`) over Cairn's column values.
 */
export function valueEnum<const V extends Record<string, string>>(
  name: string,
  description: string,
  values: V,
) {
  type Config = { [K in keyof V]: { value: V[K] } };
  const config = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, { value }]));
  return builder.enumType<string, Config>(name, { description, values: config as Config });
}
