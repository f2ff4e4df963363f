import { List, Text } from '@mantine/core';
import { IconSitemap } from '@tabler/icons-react';
import { InternalLink } from '#web/components/internal-link.tsx';
import { readFragment, type FragmentOf, type ResultOf } from '#web/lib/graphql/index.ts';
import { SidebarWidget } from '../shell/index.ts';
import { SidebarAncestorsFragment } from './ancestors.fragment.ts';

export type Ancestor = NonNullable<
  NonNullable<NonNullable<ResultOf<typeof SidebarAncestorsFragment>['ancestors']>['nodes']>[number]
>;

/** The ancestors' read-failure text. */
export const ANCESTORS_READ_ERROR = 'An error occurred while fetching ancestors';

export const NO_PERMISSION_ANCESTOR = "You don't have permission to view this epic";

/**
 * The epic's ancestors, top-most first (the server lists those the viewer may read). Where the
 * chain is cut by an epic the viewer cannot read, its place says so.
 */
export function AncestorsWidget({
  epic,
}: {
  /** The epic, as the page's query spreads the widget's fragment. */
  epic: FragmentOf<typeof SidebarAncestorsFragment>;
}) {
  const read = readFragment(SidebarAncestorsFragment, epic);
  const hasParent = read.hasParent;
  const ancestors = (read.ancestors?.nodes ?? []).filter((a): a is Ancestor => a !== null);
  const hidden = hasParent && (ancestors.length === 0 || ancestors[0]!.hasParent);
  const count = ancestors.length + (hidden ? 1 : 0);
  return (
    <SidebarWidget
      title="Ancestors"
      icon={<IconSitemap size={18} />}
      summary={count ? String(count) : 'None'}
      editable={false}
      editing={false}
      onEditingChange={() => {}}
      testId="ancestors-widget"
    >
      {count ? (
        <List size="sm" spacing={2} listStyleType="none">
          {hidden ? (
            <List.Item>
              <Text size="sm" c="dimmed">
                {NO_PERMISSION_ANCESTOR}
              </Text>
            </List.Item>
          ) : null}
          {ancestors.map((a) => (
            <List.Item key={a.id}>
              <InternalLink href={a.webPath} size="sm">
                {a.title}
              </InternalLink>
            </List.Item>
          ))}
        </List>
      ) : null}
    </SidebarWidget>
  );
}
