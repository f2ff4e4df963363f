import { List, Text } from '@mantine/core';
import { IconSitemap } from '@tabler/icons-react';
import { InternalLink } from '../../components/internal-link.tsx';
import { SidebarWidget } from '../shell/index.ts';

export type Ancestor = { id: string; title: string; webPath: string; hasParent: boolean };

/** The ancestors' read-failure text. */
export const ANCESTORS_READ_ERROR = 'An error occurred while fetching ancestors';

export const NO_PERMISSION_ANCESTOR = "You don't have permission to view this epic";

/**
 * The epic's ancestors, top-most first (the server lists those the viewer may read). Where the
 * chain is cut by an epic the viewer cannot read, its place says so.
 */
export function AncestorsWidget({
  ancestors,
  hasParent,
}: {
  ancestors: readonly Ancestor[];
  hasParent: boolean;
}) {
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
