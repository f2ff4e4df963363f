import { IconCircleCheck } from '@tabler/icons-react';
import { formatTime } from '#web/lib/dates.ts';
import { failedFields, type FieldsThatMayFail, type ResultOf } from '#web/lib/graphql/index.ts';
import { useSession } from '#web/lib/session/index.ts';
import {
  ANCESTORS_READ_ERROR,
  AncestorsWidget,
  attributeReadFailure,
  COLOR_READ_ERROR,
  ColorWidget,
  confidentialityReadError,
  ConfidentialityWidget,
  DETAILS_READ_ERROR,
  EpicDateWidget,
  EpicHealthWidget,
  HEALTH_READ_ERROR,
  LabelsWidget,
  NotificationsWidget,
  ParentWidget,
  ParticipantsWidget,
  ReadFailure,
  readFailureOf,
  SidebarWidget,
  TodoWidget,
  type ReadFailureTexts,
  type WidgetTarget,
} from '#web/widgets/index.ts';
import type { epicDetailsQuery } from '../graphql/epic-details.query.ts';

type EpicGroup = NonNullable<ResultOf<typeof epicDetailsQuery>['group']>;
type Epic = NonNullable<EpicGroup['epic']>;

const DETAILS = { message: DETAILS_READ_ERROR };
const dateFields = (kind: 'start' | 'due') =>
  ['', 'IsFixed', 'Fixed', 'FromInheritedSource', 'SourcingMilestone', 'SourcingEpic'].map(
    (suffix) => `${kind}Date${suffix}`,
  );

/** The read-failure texts of the widgets whose field may fail alone in the page's query. */
const READ_FAILURES: Record<string, ReadFailureTexts> = {
  // An epic's dates are GitLab's epic details.
  ...Object.fromEntries([...dateFields('start'), ...dateFields('due')].map((f) => [f, DETAILS])),
  healthStatus: { message: HEALTH_READ_ERROR },
  parent: attributeReadFailure('parent', 'epic'),
  ancestors: { message: ANCESTORS_READ_ERROR },
  color: { message: COLOR_READ_ERROR },
  confidential: { message: confidentialityReadError('epic') },
};

/** The epic page's query may answer with these fields failed (lib/graphql/field-errors.ts). */
export const EPIC_FIELDS_THAT_MAY_FAIL: FieldsThatMayFail = {
  item: ['group', 'epic'],
  fields: Object.keys(READ_FAILURES),
};

const present = <T,>(list: readonly (T | null)[] | null | undefined) =>
  (list ?? []).filter((x): x is T => x !== null);

/**
 * The epic page's sidebar: one widget per field, editable with canUpdate. A widget whose field
 * failed in the page's query shows its read-failure text (`failedFields`); a date widget's
 * fields are GitLab's epic details.
 */
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
  const failed = failedFields(epic);
  const ifFailed = (...fields: string[]) => readFailureOf(failed, READ_FAILURES, ...fields);
  return (
    <>
      <TodoWidget target={target} epic={epic} />
      <ReadFailure texts={ifFailed(...dateFields('start'))}>
        <EpicDateWidget target={target} kind="start" epic={epic} />
      </ReadFailure>
      <ReadFailure texts={ifFailed(...dateFields('due'))}>
        <EpicDateWidget target={target} kind="due" epic={epic} />
      </ReadFailure>
      <ReadFailure texts={ifFailed('healthStatus')}>
        <EpicHealthWidget epic={epic} />
      </ReadFailure>
      <LabelsWidget target={target} labels={present(epic.labels?.nodes)} />
      <ReadFailure texts={ifFailed('parent')}>
        <ParentWidget target={target} epic={epic} />
      </ReadFailure>
      <ReadFailure texts={ifFailed('ancestors')}>
        <AncestorsWidget epic={epic} />
      </ReadFailure>
      <ReadFailure texts={ifFailed('color')}>
        <ColorWidget target={target} epic={epic} />
      </ReadFailure>
      <ReadFailure texts={ifFailed('confidential')}>
        <ConfidentialityWidget target={target} epic={epic} />
      </ReadFailure>
      <NotificationsWidget
        target={target}
        item={epic}
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
