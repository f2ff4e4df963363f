import { useState } from 'react';
import { DiscussionSection } from '#web/components/discussion/index.ts';
import { QueryState } from '#web/components/query-state.tsx';
import { useGraphqlQuery, type ResultOf } from '#web/lib/graphql/index.ts';
import { useLiveWorkItem } from '#web/lib/live/use-live-work-item.ts';
import { paths } from '#web/lib/paths.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { useSession } from '#web/lib/session/index.ts';
import { useRecordVisit } from '#web/lib/frequent-items.ts';
import { CveRequestPanel } from '#web/widgets/cve-request/index.ts';
import { IncidentWidgets } from '#web/widgets/incident/index.ts';
import { SidebarLayout } from '#web/widgets/index.ts';
import { issueDetailsQuery } from '../graphql/issue-details.query.ts';
import { useIssueActions } from '../hooks/use-issue-actions.ts';
import { IssueChildItems } from './issue-child-items.tsx';
import { IssueDescription } from './issue-description.tsx';
import { IssueHeader } from './issue-header.tsx';
import { ISSUE_FIELDS_THAT_MAY_FAIL, IssueSidebar } from './issue-sidebar.tsx';

type IssueProject = NonNullable<ResultOf<typeof issueDetailsQuery>['project']>;
type Issue = NonNullable<IssueProject['issue']>;

function IssueView({ project, issue }: { project: IssueProject; issue: Issue }) {
  usePageTitle(`${issue.title} (#${issue.iid})`, 'Issues', project.name);
  useLiveWorkItem(issue.id, {
    pollPath: `${paths.issue(project.fullPath, issue.iid)}/realtime_changes`,
  });
  const [editing, setEditing] = useState(false);
  const actions = useIssueActions(project.fullPath, issue);
  const session = useSession();
  useRecordVisit(session.user?.username, {
    id: issue.id,
    title: issue.title,
    reference: issue.reference,
    webPath: issue.webPath,
  });
  const target = {
    type: 'issue' as const,
    id: issue.id,
    iid: issue.iid,
    fullPath: project.fullPath,
    canUpdate: issue.userPermissions.canUpdateIssue,
    signedIn: session.user !== null,
  };
  const closing = issue.state !== 'closed';
  const canChangeState = closing
    ? issue.userPermissions.canUpdateIssue
    : issue.userPermissions.canReopenIssue;
  return (
    <>
      <IssueHeader
        project={project}
        issue={issue}
        onEdit={editing ? undefined : () => setEditing(true)}
      />
      <SidebarLayout
        label="Issue details"
        main={
          <>
            <IssueDescription
              fullPath={project.fullPath}
              issue={issue}
              editing={editing}
              onDoneEditing={() => setEditing(false)}
            />
            <IssueChildItems fullPath={project.fullPath} iid={issue.iid} />
            <DiscussionSection
              source={{ kind: 'issue', fullPath: project.fullPath, iid: issue.iid }}
              canWriteInternal={issue.userPermissions.canAdminIssue}
              stateAction={
                canChangeState
                  ? {
                      event: closing ? 'close' : 'reopen',
                      run: () => actions.setState(closing ? 'CLOSE' : 'REOPEN'),
                    }
                  : undefined
              }
            />
          </>
        }
      >
        <IssueSidebar project={project} issue={issue} />
        {issue.type === 'INCIDENT' ? <IncidentWidgets target={target} /> : null}
        {issue.confidential ? <CveRequestPanel target={target} /> : null}
      </SidebarLayout>
    </>
  );
}

/** /<project>/-/issues/<iid>: the issue page (edit in place, header actions, sidebar). */
export function IssuePage({ fullPath, iid }: { fullPath: string; iid: string }) {
  // A failed field of the issue fails its widget, not the page (lib/graphql/field-errors.ts).
  const query = useGraphqlQuery(
    issueDetailsQuery,
    { fullPath, iid },
    { fieldsThatMayFail: ISSUE_FIELDS_THAT_MAY_FAIL },
  );
  return (
    <QueryState
      query={query}
      select={(data) =>
        data.project?.issue ? { project: data.project, issue: data.project.issue } : null
      }
    >
      {({ project, issue }) => <IssueView project={project} issue={issue} />}
    </QueryState>
  );
}
