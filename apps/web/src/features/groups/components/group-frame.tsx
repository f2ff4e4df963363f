import type { ReactNode } from 'react';
import { NamespaceBreadcrumbs } from '#web/components/namespace-breadcrumbs.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { QueryState } from '#web/components/query-state.tsx';
import { useGraphqlQuery } from '#web/lib/graphql/index.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { groupHeaderQuery } from '../graphql/group-header.query.ts';

function Title({ section, groupName }: { section: string; groupName: string }) {
  usePageTitle(section, groupName);
  return null;
}

/**
 * A group sub-page (Roadmap, Epics): breadcrumbs and title, then the page body. Answers the 404
 * page when the group does not exist or the viewer may not see it.
 */
export function GroupFrame({
  fullPath,
  section,
  actions,
  children,
}: {
  fullPath: string;
  section: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const query = useGraphqlQuery(groupHeaderQuery, { fullPath });
  return (
    <QueryState query={query} select={(data) => data.group}>
      {(group) => (
        <>
          <Title section={section} groupName={group.fullName} />
          <PageHeader
            breadcrumbs={
              <NamespaceBreadcrumbs fullPath={group.fullPath} trail={[{ label: section }]} />
            }
            title={section}
            actions={actions}
          />
          {children}
        </>
      )}
    </QueryState>
  );
}
