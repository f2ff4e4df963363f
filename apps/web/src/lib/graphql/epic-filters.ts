// The epic filter arguments that Group.epics and Epic.children share. The filter bar produces
// them, app/ hands them to the roadmap and the epics list, and each of those spreads them into its
// own query's variables, so TypeScript checks them against every query that takes them.
//
// Their type comes from the schema through the document below, declared once here because
// features never import each other: it is never sent, it only types the variables.
import { graphql, type VariablesOf } from './graphql.ts';

export const epicFilterArgumentsDocument = graphql(`
  query epicFilterArguments(
    $fullPath: ID!
    $iid: ID
    $labelName: [String!]
    $authorUsername: String
    $milestoneTitle: String
    $myReactionEmoji: String
    $confidential: Boolean
    $search: String
    $in: [IssuableSearchableField!]
    $not: NegatedEpicFilterInput
    $or: UnionedEpicFilterInput
  ) {
    group(fullPath: $fullPath) {
      id
      epics(
        iid: $iid
        labelName: $labelName
        authorUsername: $authorUsername
        milestoneTitle: $milestoneTitle
        myReactionEmoji: $myReactionEmoji
        confidential: $confidential
        search: $search
        in: $in
        not: $not
        or: $or
      ) {
        nodes {
          id
        }
      }
    }
  }
`);

/** The filter variables of an epics query (without the group's fullPath). */
export type EpicFilterVariables = Omit<VariablesOf<typeof epicFilterArgumentsDocument>, 'fullPath'>;

/** What the filter bar produces: the filter variables, and the group token's group to list. */
export type EpicFilterArguments = EpicFilterVariables & {
  /** Lists this group's epics instead of the page's group's (not a Group.epics argument). */
  groupPath?: string;
};

type Present<T> = Exclude<T, null | undefined>;

/**
 * The variables to send for the filter arguments, without `iid` (the roadmap's child-epics query
 * uses `iid` for the parent epic): empty strings and lists, `in` without a search, empty `not` /
 * `or` objects and anything the queries do not take are left out.
 */
export function epicFilterVariables(
  filters: EpicFilterArguments,
): Omit<EpicFilterVariables, 'iid'> {
  const variables: Omit<EpicFilterVariables, 'iid'> = {};
  if (filters.labelName?.length) variables.labelName = [...filters.labelName];
  if (filters.authorUsername) variables.authorUsername = filters.authorUsername;
  if (filters.milestoneTitle) variables.milestoneTitle = filters.milestoneTitle;
  if (filters.myReactionEmoji) variables.myReactionEmoji = filters.myReactionEmoji;
  if (typeof filters.confidential === 'boolean') variables.confidential = filters.confidential;
  if (filters.search) {
    variables.search = filters.search;
    if (filters.in?.length) variables.in = [...filters.in];
  }
  const { not, or } = filters;
  if (not) {
    const negated: Present<EpicFilterVariables['not']> = {};
    if (not.authorUsername) negated.authorUsername = not.authorUsername;
    if (not.labelName?.length) negated.labelName = [...not.labelName];
    if (not.myReactionEmoji) negated.myReactionEmoji = not.myReactionEmoji;
    if (Object.keys(negated).length > 0) variables.not = negated;
  }
  if (or) {
    const unioned: Present<EpicFilterVariables['or']> = {};
    if (or.authorUsernames?.length) unioned.authorUsernames = [...or.authorUsernames];
    if (or.labelNames?.length) unioned.labelNames = [...or.labelNames];
    if (Object.keys(unioned).length > 0) variables.or = unioned;
  }
  return variables;
}
