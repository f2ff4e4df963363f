import { useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { NotFoundPage } from '#web/components/error-pages.tsx';
import { NamespaceBreadcrumbs } from '#web/components/namespace-breadcrumbs.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { QueryState } from '#web/components/query-state.tsx';
import { useGraphqlQuery } from '#web/lib/graphql/index.ts';
import { paths } from '#web/lib/paths.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { useUrlSearch } from '#web/lib/use-url-search.ts';
import { newIssueProjectQuery } from '../graphql/new-issue-project.query.ts';
import { parseNewIssueParams } from '../utils/new-issue-params.ts';
import { NewIssueForm } from './new-issue-form.tsx';
import { TemplateSelect } from './template-select.tsx';

/** Signed out, GitLab sends the visitor to sign in and back here afterwards. */
function SignInFirst() {
  const navigate = useNavigate();
  const here = useLocation().href;
  useEffect(() => {
    if (here.startsWith(paths.signIn())) return;
    void navigate({
      href: `${paths.signIn()}?redirect=${encodeURIComponent(here)}`,
      replace: true,
    });
  }, [navigate, here]);
  return null;
}

/** /<project>/-/issues/new (prefilled from issue[title], issue[description], issuable_template). */
export function NewIssuePage({ fullPath }: { fullPath: string }) {
  const query = useGraphqlQuery(newIssueProjectQuery, { fullPath });
  const [search] = useUrlSearch();
  const params = parseNewIssueParams(search);
  usePageTitle('New issue', query.data?.project?.name ?? fullPath);
  if (query.data && !query.data.currentUser) return <SignInFirst />;
  return (
    <QueryState query={query} select={(data) => data.project}>
      {(project) =>
        project.userPermissions.createIssue ? (
          <>
            <PageHeader
              breadcrumbs={
                <NamespaceBreadcrumbs
                  fullPath={project.fullPath}
                  lastIsProject
                  trail={[
                    { label: 'Issues', href: paths.projectIssues(project.fullPath) },
                    { label: 'New' },
                  ]}
                />
              }
              title="New issue"
            />
            <NewIssueForm
              fullPath={project.fullPath}
              canCreateIncident={project.userPermissions.createIncident}
              params={params}
              renderTemplates={(description, setDescription) => (
                <TemplateSelect
                  fullPath={project.fullPath}
                  description={description}
                  onDescription={setDescription}
                  initialTemplate={params.template}
                />
              )}
            />
          </>
        ) : (
          <NotFoundPage />
        )
      }
    </QueryState>
  );
}
