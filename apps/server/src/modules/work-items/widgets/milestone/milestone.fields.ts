import { MilestoneRef } from '#server/modules/milestones/milestones.graphql.ts';
import {
  withheldRefFields,
  type ItemFieldBuilder,
} from '#server/modules/work-items/core/field-builder.ts';
import { readableMilestone } from './milestone.service.ts';

/**
 * The milestone widget's GraphQL fields. A milestone the viewer may not read is null, and
 * `milestoneHidden` says one is set (the sidebar tells so
 * without its title or id: hidden-metadata.integration-test.ts).
 */
export const milestoneFields = (t: ItemFieldBuilder) =>
  withheldRefFields(t, 'milestone', MilestoneRef, readableMilestone, 'the project or group');
