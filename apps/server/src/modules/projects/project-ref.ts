import { builder } from '#server/graphql/builder.ts';
import type { NamespaceRow } from '#server/core/namespaces/namespaces.repository.ts';

/** The GraphQL Project type's ref; its fields live in projects.graphql.ts and beside it. */
export const ProjectRef = builder.objectRef<NamespaceRow>('Project');

export const ProjectConnection = builder.connectionObject(
  { type: ProjectRef, name: 'ProjectConnection' },
  { name: 'ProjectEdge' },
);
