import { IssueRef } from '#server/modules/work-items/issues/issues.graphql.ts';
import { builder } from '#server/graphql/builder.ts';
import { peopleFields } from '#server/modules/work-items/widgets/social/social.fields.ts';

/** The issue sidebar's people fields, as on Epic: the viewer's to-dos and the participants. */
builder.objectFields(IssueRef, (t) =>
  peopleFields(t, 'Author, assignees and authors of comments the viewer may read, author first.'),
);
