import { useState } from 'react';
import { QueryState } from '../../../components/query-state.tsx';
import { useGraphqlQuery, type ResultOf } from '../../../lib/graphql/index.ts';
import { useLiveWorkItem } from '../../../lib/live/use-live-work-item.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { SidebarLayout } from '../../../widgets/index.ts';
import { issueDetailsQuery } from '../graphql/issue-details.query.ts';
import { useLiveWeight } from '../hooks/use-live-weight.ts';
import { IssueDescription } from './issue-description.tsx';
import { IssueHeader } from './issue-header.tsx';
import { IssueSidebar } from './issue-sidebar.tsx';

type IssueProject = NonNullable<ResultOf<typeof issueDetailsQuery>['project']>;
type Issue = NonNullable<IssueProject['issue']>;

function IssueView({ project, issue }: { project: IssueProject; issue: Issue }) {
  usePageTitle(`${issue.title} (#${issue.iid})`, 'Issues', project.name);
  useLiveWeight(issue.id);
  useLiveWorkItem(issue.id);
  const [editing, setEditing] = useState(false);
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
          <IssueDescription
            fullPath={project.fullPath}
            issue={issue}
            editing={editing}
            onDoneEditing={() => setEditing(false)}
          />
        }
      >
        <IssueSidebar project={project} issue={issue} />
      </SidebarLayout>
    </>
  );
}

/** /<project>/-/issues/<iid>: the issue page (edit in place, header actions, sidebar). */
export function IssuePage({ fullPath, iid }: { fullPath: string; iid: string }) {
  const query = useGraphqlQuery(issueDetailsQuery, { fullPath, iid });
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
