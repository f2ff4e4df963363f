import { IconLock } from '@tabler/icons-react';
import { readFragment, useGraphqlClient, type FragmentOf } from '#web/lib/graphql/index.ts';
import { ensureSaved, ToggleWidget, type WidgetTarget } from '../shell/index.ts';
import { issueSetLockedMutation } from './issue-set-locked.mutation.ts';
import { SidebarLockFragment } from './lock.fragment.ts';

export const LOCK_ERROR =
  'Something went wrong trying to change the locked state of the discussion';
export const lockToast = (locked: boolean) => (locked ? 'Issue locked.' : 'Issue unlocked.');

/** Lock discussion (issues): shown only when the sidebar is editable. */
export function LockWidget({
  target,
  issue,
}: {
  target: WidgetTarget;
  /** The issue, as the page's query spreads the widget's fragment. */
  issue: FragmentOf<typeof SidebarLockFragment>;
}) {
  const client = useGraphqlClient();
  const locked = readFragment(SidebarLockFragment, issue).discussionLocked;
  if (!target.canUpdate || !target.signedIn || target.type !== 'issue') return null;
  return (
    <ToggleWidget
      title="Lock discussion"
      icon={<IconLock size={18} />}
      value={locked}
      enabled
      text={(on) => (on ? 'Discussion locked' : 'Discussion unlocked')}
      failure={LOCK_ERROR}
      success={lockToast}
      testId="lock-widget"
      save={async (next) => {
        const answer = await client.request(issueSetLockedMutation, {
          input: { projectPath: target.fullPath, iid: target.iid, locked: next },
        });
        return ensureSaved(answer.issueSetLocked);
      }}
    />
  );
}
