import { Badge } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';

/** Warning-style badge with the eye-slash icon, shown on confidential epics and issues. */
export function ConfidentialBadge() {
  return (
    <Badge
      size="lg"
      radius="sm"
      tt="none"
      fw={600}
      variant="light"
      color="orange"
      style={{ '--badge-bg': '#fdf1dd', '--badge-color': '#8f3b0b' }}
      leftSection={<IconEyeOff size={16} aria-hidden />}
      title="Only project members with at least the Reporter role, the author, and assignees can view or be notified about this item."
    >
      Confidential
    </Badge>
  );
}
