import { EmptyState as MantineEmptyState } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A quiet "nothing here" block for empty lists and sections. */
export function EmptyState({
  title,
  description,
  icon,
  action,
}: {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <MantineEmptyState
      py="xl"
      size="sm"
      title={title}
      description={description}
      icon={icon ?? <IconInbox size={28} aria-hidden />}
      withIndicatorBackground
      data-testid="empty-state"
    >
      {action ? <MantineEmptyState.Actions>{action}</MantineEmptyState.Actions> : null}
    </MantineEmptyState>
  );
}
