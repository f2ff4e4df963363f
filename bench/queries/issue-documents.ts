import { print } from 'graphql';
import { createNoteMutation } from '../../apps/web/src/components/discussion/graphql/create-note.mutation.ts';
import { epicTreeChildrenQuery } from '../../apps/web/src/features/epic/tree/graphql/epic-tree-children.query.ts';
import { createIssueMutation } from '../../apps/web/src/features/issue/graphql/create-issue.mutation.ts';
import { issueDetailsQuery } from '../../apps/web/src/features/issue/graphql/issue-details.query.ts';
import { updateIssueMutation } from '../../apps/web/src/features/issue/graphql/update-issue.mutation.ts';

// The issue and epic pages' own documents, printed as the web client prints them.
export const EPIC_TREE_CHILDREN_QUERY = print(epicTreeChildrenQuery);
export const ISSUE_DETAILS_QUERY = print(issueDetailsQuery);
export const UPDATE_ISSUE_MUTATION = print(updateIssueMutation);
export const CREATE_NOTE_MUTATION = print(createNoteMutation);
export const CREATE_ISSUE_MUTATION = print(createIssueMutation);
