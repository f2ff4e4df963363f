import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useInternalNavigation } from '#web/components/internal-link.tsx';
import { useGraphqlQuery } from '#web/lib/graphql/index.ts';
import { canCreateEpicQuery } from '../graphql/can-create-epic.query.ts';

function NewEpicLink({ href }: { href: string }) {
  const navigate = useInternalNavigation(href);
  return (
    <Button
      component="a"
      href={href}
      onClick={navigate}
      leftSection={<IconPlus size={16} aria-hidden />}
    >
      New epic
    </Button>
  );
}

/** 'New epic' (the group's `userPermissions.createEpic`), for the epics list and the group page; nothing without the right. */
export function NewEpicButton({ fullPath }: { fullPath: string }) {
  const query = useGraphqlQuery(canCreateEpicQuery, { fullPath });
  const group = query.data?.group;
  if (!group?.userPermissions.createEpic) return null;
  return <NewEpicLink href={group.newEpicPath} />;
}
