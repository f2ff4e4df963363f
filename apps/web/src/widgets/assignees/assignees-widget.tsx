import { Anchor, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { UserAvatar } from '#web/components/user-avatar.tsx';
import {
  readFragment,
  useGraphqlClient,
  useGraphqlQuery,
  type FragmentOf,
} from '#web/lib/graphql/index.ts';
import { useSession } from '#web/lib/session/index.ts';
import {
  ensureSaved,
  SidebarWidget,
  useMultiSelect,
  useWidgetSave,
  WidgetPicker,
  type WidgetTarget,
} from '../shell/index.ts';
import { SidebarAssigneeFragment } from './assignee.fragment.ts';
import { issueSetAssigneesMutation } from './issue-set-assignees.mutation.ts';
import { usersAutocompleteQuery } from './users-autocomplete.query.ts';

export type Assignee = {
  id: string;
  name: string;
  username: string;
  avatarUrl?: string | null;
  webPath: string;
};

export const USERS_FETCH_ERROR = 'There was a problem fetching users.';
export const ASSIGNEES_ERROR = 'Error updating issue';

function AssigneeList({ users }: { users: readonly Assignee[] }) {
  return (
    <Stack gap={6}>
      {users.map((user) => (
        <Group key={user.id} gap={8} wrap="nowrap">
          <UserAvatar user={user} size={22} decorative />
          <Anchor href={user.webPath} size="sm">
            {user.name}
          </Anchor>
        </Group>
      ))}
    </Stack>
  );
}

/** An issue's assignees: several, chosen from the users autocomplete; 'Assign yourself'. */
export function AssigneesWidget({
  target,
  assignees: refs,
}: {
  target: WidgetTarget;
  /** The issue's assignees, as the page's query spreads the widget's fragment. */
  assignees: readonly FragmentOf<typeof SidebarAssigneeFragment>[];
}) {
  const client = useGraphqlClient();
  const assignees: readonly Assignee[] = readFragment(SidebarAssigneeFragment, refs);
  const session = useSession();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const { value, saving, save } = useWidgetSave<readonly Assignee[]>(assignees, {
    failure: ASSIGNEES_ERROR,
    save: async (next) => {
      const answer = await client.request(issueSetAssigneesMutation, {
        input: {
          projectPath: target.fullPath,
          iid: target.iid,
          assigneeUsernames: next.map((u) => u.username),
          operationMode: 'REPLACE',
        },
      });
      ensureSaved(answer.issueSetAssignees);
    },
  });
  const query = useGraphqlQuery(
    usersAutocompleteQuery,
    { fullPath: target.fullPath, search: debounced || null },
    { enabled: target.canUpdate },
  );
  const found = query.data?.project?.autocompleteUsers ?? [];
  const picker = useMultiSelect(
    value,
    (picked) => {
      setSearch('');
      void save(picked);
    },
    found,
  );
  const options = [...picker.draft.map(picker.itemOf), ...found]
    .filter((u): u is Assignee => u !== undefined)
    .filter((u, i, all) => all.findIndex((o) => o.id === u.id) === i)
    .map((u) => ({
      id: u.id,
      text: `${u.name} @${u.username}`,
      state: picker.draft.includes(u.id) ? ('on' as const) : ('off' as const),
    }));
  const me = session.user;
  const assignSelf =
    target.canUpdate && me && value.length === 0 ? (
      <Text size="sm" c="dimmed">
        None -{' '}
        <UnstyledButton
          fz="sm"
          c="blue.8"
          onClick={() =>
            void save([
              {
                id: String(me.id),
                name: me.name,
                username: me.username,
                webPath: `/${me.username}`,
              },
            ])
          }
        >
          Assign yourself
        </UnstyledButton>
      </Text>
    ) : undefined;
  return (
    <SidebarWidget
      title="Assignees"
      icon={<IconUsers size={18} />}
      summary={value.length ? value.map((u) => u.name).join(', ') : 'None'}
      editable={target.canUpdate}
      editing={picker.editing}
      onEditingChange={picker.onEditingChange}
      saving={saving}
      shortcut="assignee"
      testId="assignees-widget"
      empty={assignSelf}
      editor={
        <WidgetPicker
          label="Search users"
          multiple
          search={search}
          onSearch={setSearch}
          options={options}
          onToggle={picker.toggle}
          onClose={picker.close}
          loading={query.isFetching}
          error={query.isError ? USERS_FETCH_ERROR : null}
        />
      }
    >
      {value.length ? <AssigneeList users={value} /> : null}
    </SidebarWidget>
  );
}
