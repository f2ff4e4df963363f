import type { ItemFieldBuilder } from './field-builder.ts';
import {
  descriptionHtml,
  itemReference,
  itemWebPath,
  itemWebUrl,
  titleHtml,
} from './presenters.ts';

/**
 * `webPath`, `webUrl` and `reference` of a work item, declared once for Epic, Issue, EpicIssue
 * and WorkItem (whose paths GitLab types as nullable).
 */
export const linkFields = (t: ItemFieldBuilder, nullablePaths = false) => ({
  webPath: t.string({ nullable: nullablePaths, resolve: (w, _a, ctx) => itemWebPath(ctx, w) }),
  webUrl: t.string({ nullable: nullablePaths, resolve: (w, _a, ctx) => itemWebUrl(ctx, w) }),
  reference: t.string({
    nullable: false,
    args: { full: t.arg.boolean({ defaultValue: false }) },
    resolve: (w, { full }, ctx) => itemReference(ctx, w, full ?? false),
  }),
});

/** `iid`, then the title and description, raw and rendered: declared once for Epic and Issue. */
export const textFields = (t: ItemFieldBuilder) => ({
  iid: t.id({ nullable: false, resolve: (w) => String(w.iid) }),
  title: t.exposeString('title', { nullable: false }),
  titleHtml: t.string({ resolve: (w) => titleHtml(w) }),
  description: t.exposeString('description'),
  descriptionHtml: t.string({ resolve: (w, _a, ctx) => descriptionHtml(ctx, w) }),
});
