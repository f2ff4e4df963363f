import {
  IconClock,
  IconEyeOff,
  IconHash,
  IconList,
  IconTag,
  IconThumbUp,
  IconUser,
  IconUsersGroup,
  IconStack2,
} from '@tabler/icons-react';

const ICONS = {
  user: IconUser,
  labels: IconTag,
  milestone: IconClock,
  'eye-slash': IconEyeOff,
  epic: IconStack2,
  group: IconUsersGroup,
  'thumb-up': IconThumbUp,
  'list-bulleted': IconList,
} as const;

/** The icon of a token type in the type dropdown (GitLab icon names mapped to Tabler icons). */
export function TokenIcon({ name, size = 16 }: { name: string; size?: number }) {
  const Icon = ICONS[name as keyof typeof ICONS] ?? IconHash;
  return <Icon size={size} aria-hidden stroke={1.75} />;
}
