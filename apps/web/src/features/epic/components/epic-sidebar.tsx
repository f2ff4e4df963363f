import { IconCircleCheck } from '@tabler/icons-react';
import { formatTime } from '../../../lib/dates.ts';
import type { ResultOf } from '../../../lib/graphql/index.ts';
import { useSession } from '../../../lib/session/index.ts';
import {
  AncestorsWidget,
  ColorWidget,
  ConfidentialityWidget,
  EpicDateWidget,
  EpicHealthWidget,
  LabelsWidget,
  NotificationsWidget,
  ParentWidget,
  ParticipantsWidget,
  SidebarWidget,
  TodoWidget,
  type InheritedSource,
  type WidgetTarget,
} from '../../../widgets/index.ts';
import type { epicDetailsQuery } from '../graphql/epic-details.query.ts';

type EpicGroup = NonNullable<ResultOf<typeof epicDetailsQuery>['group']>;
type Epic = NonNullable<EpicGroup['epic']>;

const present = <T,>(list: readonly (T | null)[] | null | undefined) =>
  (list ?? []).filter((x): x is T => x !== null);

type Source = { title: string; webPath: string } | null | undefined;

/** What an inherited date comes from, when the viewer may see it (the server withholds others). */
const dateSource = (milestone: Source, epic: Source): InheritedSource | null =>
  milestone ? { kind: 'milestone', ...milestone } : epic ? { kind: 'epic', ...epic } : null;

/** The epic page's sidebar: one widget per field, editable with canUpdate. */
export function EpicSidebar({ group, epic }: { group: EpicGroup; epic: Epic }) {
  const { signedIn } = useSession();
  const target: WidgetTarget = {
    type: 'epic',
    id: epic.id,
    iid: epic.iid,
    fullPath: group.fullPath,
    canUpdate: epic.userPermissions.canUpdate,
    signedIn,
  };
  const health = epic.healthStatus;
  return (
    <>
      <TodoWidget target={target} pendingTodoId={epic.currentUserTodos.nodes?.[0]?.id ?? null} />
      <EpicDateWidget
        target={target}
        kind="start"
        date={{
          isFixed: Boolean(epic.startDateIsFixed),
          fixed: epic.startDateFixed ?? null,
          inherited: epic.startDateFromInheritedSource ?? null,
          source: dateSource(epic.startDateSourcingMilestone, epic.startDateSourcingEpic),
        }}
      />
      <EpicDateWidget
        target={target}
        kind="due"
        date={{
          isFixed: Boolean(epic.dueDateIsFixed),
          fixed: epic.dueDateFixed ?? null,
          inherited: epic.dueDateFromInheritedSource ?? null,
          source: dateSource(epic.dueDateSourcingMilestone, epic.dueDateSourcingEpic),
        }}
      />
      <EpicHealthWidget
        counts={
          health
            ? {
                issuesOnTrack: health.issuesOnTrack ?? 0,
                issuesNeedingAttention: health.issuesNeedingAttention ?? 0,
                issuesAtRisk: health.issuesAtRisk ?? 0,
              }
            : null
        }
      />
      <LabelsWidget target={target} labels={present(epic.labels?.nodes)} />
      <ParentWidget target={target} parent={epic.parent ?? null} hasParent={epic.hasParent} />
      <AncestorsWidget ancestors={present(epic.ancestors?.nodes)} hasParent={epic.hasParent} />
      <ColorWidget target={target} color={epic.color ?? null} />
      <ConfidentialityWidget target={target} confidential={Boolean(epic.confidential)} />
      <NotificationsWidget
        target={target}
        subscribed={epic.subscribed}
        emailsDisabled={Boolean(group.emailsDisabled)}
      />
      <ParticipantsWidget target={target} />
      {epic.closedAt ? (
        <SidebarWidget
          title="Closed"
          icon={<IconCircleCheck size={18} />}
          summary={formatTime(epic.closedAt) ?? ''}
          editable={false}
          editing={false}
          onEditingChange={() => {}}
        >
          {formatTime(epic.closedAt)}
        </SidebarWidget>
      ) : null}
    </>
  );
}
