import { Tooltip } from '@mantine/core';
import { IconLock, IconShieldHalf, IconWorld } from '@tabler/icons-react';

const DESCRIPTIONS: Record<string, string> = {
  public: 'Public - can be viewed without signing in.',
  internal: 'Internal - can be viewed by any signed-in user.',
  private: 'Private - only members can view it.',
};

/** Globe, shield or lock for public, internal and private groups and projects. */
export function VisibilityIcon({ visibility }: { visibility: string | null | undefined }) {
  if (!visibility || !(visibility in DESCRIPTIONS)) return null;
  const Icon =
    visibility === 'private' ? IconLock : visibility === 'internal' ? IconShieldHalf : IconWorld;
  const description = DESCRIPTIONS[visibility];
  return (
    <Tooltip label={description} withArrow>
      <span
        role="img"
        aria-label={description}
        tabIndex={0}
        style={{ display: 'inline-flex', color: 'var(--mantine-color-gray-6)' }}
      >
        <Icon size={16} aria-hidden />
      </span>
    </Tooltip>
  );
}
