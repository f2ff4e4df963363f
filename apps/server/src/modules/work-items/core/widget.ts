import type { Database, workItems } from '@cairn/db';
import type { RequestContext } from '#server/lib/context.ts';
import type { NamespaceRow } from '#server/core/namespaces/namespaces.repository.ts';
import type { ActivityChange } from '../activity/changes.ts';
import type { WorkItemRow } from './work-items.repository.ts';
import type { InputSlice, WorkItemInput } from './input.ts';
import type { RestSlice } from './rest-slice.ts';
import type { FastifyInstance } from 'fastify';
import type { IssuePermissions } from '#server/core/permissions/index.ts';
import type { NoteTexts } from '../activity/note-texts.ts';
import type { QuickAction } from '../quick-actions/quick-action.ts';
import type { ItemSurface } from './item-surface.ts';
import type { WorkItemChange } from '#server/realtime/events.ts';

/** The contract every widget meets; the pipeline (`pipeline.ts`) is its only caller. */

export type ItemPatch = Partial<typeof workItems.$inferInsert>;

/** What one write is doing, as a widget sees it inside the write's transaction. */
export interface ItemWrite {
  ctx: RequestContext;
  tx: Database;
  /** The locked row, with the patches of the widgets applied before this one. */
  item: WorkItemRow;
  /** The item's group (epics) or project (issues, incidents, tasks). */
  namespace: NamespaceRow;
  actorId: number;
  now: Date;
  /** True while the item is being created (its row was just inserted). */
  creating: boolean;
}

/** What a widget changed: only columns whose value differs, and the history of the change. */
export interface WidgetOutcome {
  patch?: ItemPatch;
  changes?: ActivityChange[];
  /** Epics whose roll-ups (inherited dates) the change touched. */
  rollups?: number[];
  /**
   * The item changed outside its row and history (its award emoji, so its votes): publish
   * `updated` without recording activity or bumping `lock_version`, as GitLab records none.
   */
  announce?: boolean;
}

/**
 * A widget: one slice of a work item (labels, dates, hierarchy ...). `prepare` (optional) runs
 * before the transaction opens, for checks that need the viewer's reads (loaders, access cache:
 * they use the request's connection, not the transaction's). `apply` reads its slice of the
 * input, checks its rules (throwing `refused(...)`), writes its side tables and returns its
 * outcome; `null` when the input does not touch it.
 */
export interface Widget {
  readonly name: string;
  prepare?(ctx: RequestContext, namespace: NamespaceRow, input: WorkItemInput): Promise<void>;
  apply(write: ItemWrite, input: WorkItemInput): Promise<WidgetOutcome | null>;
  /** Its REST keys on each surface (body keys, their input, JSON keys); none when absent. */
  readonly rest?: { readonly epic?: RestSlice; readonly issue?: RestSlice };
  /** Its GraphQL input fields on each surface's create and update mutations; none when absent. */
  readonly graphqlInput?: { readonly epic?: InputSlice; readonly issue?: InputSlice };
  /**
   * The issue permission its input needs (checked by the issue writes for any input key in
   * `inputKeys`); absent: the widget's keys need `canAdminIssue`, as GitLab's metadata does.
   */
  readonly right?: keyof IssuePermissions;
  /** The `WorkItemInput` keys the widget reads (the right above guards them). */
  readonly inputKeys?: readonly string[];
  /** The system-note text of the change kinds the widget declares (activity/note-texts.ts). */
  readonly notes?: NoteTexts;
  /**
   * The narrower live-event kinds one of its changes publishes besides `updated` (`weight`,
   * `dates`): asked for each change of a write (core/publish.ts), with the row before the write
   * (null on create and on the items a change mirrors onto) and the write's patch.
   */
  liveKinds?(
    change: ActivityChange,
    before: WorkItemRow | null,
    patch: ItemPatch,
  ): readonly WorkItemChange[];
  /** Its quick actions (`/estimate 1h`) in descriptions and comments. */
  readonly quickActions?: readonly QuickAction[];
  /**
   * GitLab's `WorkItemWidgetType` of its object in `WorkItem.widgets` (`TIME_TRACKING`); the
   * widget's `graphql` implements that object on `surface.widget`. Absent: not in the list.
   */
  readonly widgetType?: string;
  /** Its GraphQL fields, types and mutations, added to the item types the surface passes in. */
  graphql?(surface: ItemSurface): void;
  /** Its own REST routes (besides its keys in the item bodies). */
  routes?(app: FastifyInstance): void;
}
