/**
 * What every sidebar widget is told about the item it edits. The page (a feature) builds it from
 * its own query; widgets never read a feature's query, so they serve issues and epics alike.
 */
export type WidgetTarget = {
  type: 'issue' | 'epic';
  /** Global ID of the item (for to-dos and subscriptions by id). */
  id: string;
  iid: string;
  /** Project path for an issue, group path for an epic. */
  fullPath: string;
  /** The viewer may change the sidebar (canUpdateIssue / canUpdate). */
  canUpdate: boolean;
  signedIn: boolean;
};

/**
 * The item a widget that serves issues and epics reads: the issue or the epic, each as its page's
 * query spreads the widget's fragment for that type (one of the two, never both).
 */
export type IssueOrEpic<IssueRef, EpicRef> =
  { issue: IssueRef; epic?: never } | { epic: EpicRef; issue?: never };

/** The item's name in failure texts ('issue', 'epic'). */
export const typeName = (target: Pick<WidgetTarget, 'type'>) => target.type;

/** The mutation address of an item: `projectPath` for issues, `groupPath` for epics. */
export function itemAddress(target: WidgetTarget) {
  return target.type === 'issue'
    ? { projectPath: target.fullPath, iid: target.iid }
    : { groupPath: target.fullPath, iid: target.iid };
}
