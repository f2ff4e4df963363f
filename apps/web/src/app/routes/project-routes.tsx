import { useNavigate } from '@tanstack/react-router';
import { NotFoundPage } from '#web/components/error-pages.tsx';
import type { ListState } from '#web/components/state-tabs.tsx';
import { parseProjectLocation } from '#web/lib/paths.ts';
import {
  EscalationPoliciesPage,
  IssueListPage,
  IssuePage,
  IssueTemplatesSettingsPage,
  NewIssuePage,
  ProjectPage,
} from '../pages.ts';
import { Suspended } from './suspended.tsx';

/** Dispatches every /<project full path>[/-/issues[/<iid>|new]] URL to its page. */
export function ProjectRoutes({ splat, state }: { splat: string; state: ListState }) {
  const navigate = useNavigate();
  const location = parseProjectLocation(splat);
  let page;
  switch (location.page) {
    case 'project':
      page = <ProjectPage fullPath={location.fullPath} />;
      break;
    case 'issues':
      page = (
        <IssueListPage
          fullPath={location.fullPath}
          state={state}
          onStateChange={(next) =>
            void navigate({
              to: '.',
              search: (prev: Record<string, unknown>) => ({
                ...prev,
                state: next === 'opened' ? undefined : next,
              }),
              replace: true,
            })
          }
        />
      );
      break;
    case 'issue':
      page = <IssuePage fullPath={location.fullPath} iid={location.iid} />;
      break;
    case 'escalationPolicies':
      page = <EscalationPoliciesPage fullPath={location.fullPath} />;
      break;
    case 'issueTemplates':
      page = <IssueTemplatesSettingsPage kind="project" fullPath={location.fullPath} />;
      break;
    case 'newIssue':
      page = <NewIssuePage fullPath={location.fullPath} />;
      break;
    case 'notFound':
      return <NotFoundPage />;
  }
  return <Suspended key={splat}>{page}</Suspended>;
}
