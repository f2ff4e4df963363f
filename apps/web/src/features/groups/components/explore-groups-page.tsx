import { Paper, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorPage } from '#web/components/error-pages.tsx';
import { NamespaceList, NamespaceRow } from '#web/components/namespace-row.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PageLoader } from '#web/components/page-loader.tsx';
import { useGraphqlQuery } from '#web/lib/graphql/index.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { exploreGroupsQuery } from '../graphql/explore-groups.query.ts';

const PAGE_SIZE = 100;

/** /explore/groups: every group the viewer may see, searchable. The search text lives in the URL. */
export function ExploreGroupsPage({
  search,
  onSearchChange,
}: {
  search: string;
  onSearchChange: (search: string) => void;
}) {
  usePageTitle('Explore groups');
  const [text, setText] = useState(search);
  const [debounced] = useDebouncedValue(text.trim(), 300);
  useEffect(() => {
    if (debounced !== search) onSearchChange(debounced);
  }, [debounced, search, onSearchChange]);

  const query = useGraphqlQuery(
    exploreGroupsQuery,
    { search: search || null, first: PAGE_SIZE },
    { placeholderData: (previous) => previous },
  );
  // By full name, so subgroups read under their parents (Acme, Acme / Mobile, ...).
  const groups = (query.data?.groups?.nodes?.filter((g) => g !== null) ?? []).sort((a, b) =>
    a.fullName.localeCompare(b.fullName),
  );

  return (
    <>
      <PageHeader
        title="Explore groups"
        description="Groups you can see: public ones, and those you belong to."
      />
      <TextInput
        mb="md"
        maw={420}
        type="search"
        label="Search groups"
        placeholder="Filter by name"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
      />
      {query.isPending ? (
        <PageLoader label="Loading groups" />
      ) : query.error ? (
        <ErrorPage error={query.error} onRetry={() => void query.refetch()} />
      ) : groups.length === 0 ? (
        <EmptyState
          title={search ? 'No groups match your search' : 'No groups yet'}
          description={search ? 'Try another name.' : 'Groups you can see will show here.'}
        />
      ) : (
        <Paper withBorder radius="md">
          <NamespaceList label="Groups">
            {groups.map((group) => (
              <NamespaceRow
                key={group.id}
                name={group.fullName}
                avatarName={group.name}
                href={group.webPath}
                avatarUrl={group.avatarUrl}
                visibility={group.visibility}
                description={group.description}
              />
            ))}
          </NamespaceList>
        </Paper>
      )}
    </>
  );
}
