import type { ItemFieldBuilder } from '../core/field-builder.ts';

/**
 * Why a hidden issue is hidden, for the admins who see it: submitted as spam (the badge's
 * tooltip and 'Mark as not spam') rather than by a banned author. Only admins read such an
 * item, so nobody else ever sees true here.
 */
export function spamFields(t: ItemFieldBuilder, noun: 'work item' | 'issue' = 'issue') {
  return {
    hiddenAsSpam: t.boolean({
      nullable: false,
      description: `Indicates an administrator submitted the ${noun} as spam, which hides it.`,
      resolve: (i) => i.hiddenAsSpamAt !== null,
    }),
  };
}
