import SchemaBuilder from '@pothos/core';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import RelayPlugin from '@pothos/plugin-relay';
import { GraphQLError, valueFromASTUntyped, type ValueNode } from 'graphql';
import type { RequestContext } from '../lib/context.ts';
import { isCalendarDate } from '../lib/dates.ts';
import { decodeGid, encodeGid } from './global-id.ts';

export type Scalars = {
  ID: { Input: string; Output: string | number };
  Date: { Input: string; Output: string };
  Time: { Input: Date; Output: Date | string };
  BigInt: { Input: string; Output: string | number | bigint };
  JSON: { Input: unknown; Output: unknown };
  /** GitLab's global id of an awardable (Epic, Issue, WorkItem), declared in modules/emoji. */
  AwardableID: { Input: string; Output: string };
  /** GitLab's global ids of notes, their threads and noteables, declared in modules/notes. */
  NoteID: { Input: string; Output: string };
  DiscussionID: { Input: string; Output: string };
  NoteableID: { Input: string; Output: string };
  /** GitLab's global id of an issuable (Epic, Issue, WorkItem), declared in realtime/. */
  IssuableID: { Input: string; Output: string };
  /** GitLab's global id of a work item (workItemUpdated), declared in realtime/. */
  WorkItemID: { Input: string; Output: string };
  /** GitLab's global id of a time entry, declared in the time-tracking widget. */
  TimelogID: { Input: string; Output: string };
};

/** The one Pothos builder: Relay connections with GitLab-style `gid://` global ids. */
export const builder = new SchemaBuilder<{
  Context: RequestContext;
  Scalars: Scalars;
  DefaultFieldNullability: true;
}>({
  plugins: [RelayPlugin, DataloaderPlugin],
  relay: {
    clientMutationId: 'optional',
    cursorType: 'String',
    encodeGlobalID: (typename, id) => encodeGid(typename, id),
    decodeGlobalID: (gid) => decodeGid(gid),
    nodeQueryOptions: false,
    nodesQueryOptions: false,
    // GitLab clients read `nodes` on every connection.
    nodesOnConnection: true,
  },
});

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function parseIsoDate(value: unknown): string {
  if (typeof value !== 'string')
    throw new GraphQLError('Date must be a string in YYYY-MM-DD format');
  if (!DATE.test(value))
    throw new GraphQLError(`"${value}" is not a valid date, expected YYYY-MM-DD`);
  if (!isCalendarDate(value)) throw new GraphQLError(`"${value}" is not a valid date`);
  return value;
}

/** An ISO 8601 time in PostgreSQL's range (a calendar date first: no year 0000 or -271821). */
export function parseIsoTime(value: unknown): Date {
  const text = typeof value === 'string' ? value : '';
  const d = new Date(text);
  if (Number.isNaN(d.getTime()) || !isCalendarDate(text.slice(0, 10))) {
    throw new GraphQLError(`"${String(value)}" is not a valid Time`);
  }
  return d;
}

/**
 * Parses an inline literal with the scalar's parseValue; a refusal carries the literal's node,
 * so the error can say which argument it belongs to.
 */
export const literalParser =
  <T>(parseValue: (value: unknown) => T) =>
  (node: ValueNode, variables?: Record<string, unknown> | null): T => {
    try {
      return parseValue(valueFromASTUntyped(node, variables));
    } catch (error) {
      if (!(error instanceof GraphQLError)) throw error;
      throw new GraphQLError(error.message, { nodes: node, extensions: error.extensions });
    }
  };

builder.scalarType('Date', {
  description: 'Date represented in ISO 8601 (YYYY-MM-DD)',
  serialize: (v) => String(v),
  parseValue: parseIsoDate,
  parseLiteral: literalParser(parseIsoDate),
});

builder.scalarType('Time', {
  description: 'Time represented in ISO 8601',
  serialize: (v) => (v instanceof Date ? v.toISOString() : String(v)),
  parseValue: parseIsoTime,
  parseLiteral: literalParser(parseIsoTime),
});

const parseBigInt = (v: unknown) => {
  if (typeof v !== 'string' && typeof v !== 'number')
    throw new GraphQLError('BigInt must be a string');
  return String(v);
};

builder.scalarType('BigInt', {
  description: 'Represents non-fractional signed whole numeric values, as a string',
  serialize: (v) => String(v),
  parseValue: parseBigInt,
  parseLiteral: literalParser(parseBigInt),
});

builder.scalarType('JSON', { serialize: (v) => v, parseValue: (v) => v });

builder.queryType({});
