import { IconLock } from '@tabler/icons-react';
import { useGraphqlClient } from '../../lib/graphql/index.ts';
import { ensureSaved, ToggleWidget, type WidgetTarget } from '../shell/index.ts';
import { issueSetLockedMutation } from './issue-set-locked.mutation.ts';

export const LOCK_ERROR =
  'Something went wrong trying to change the locked state of the discussion';
export const lockToast = (locked: boolean) => (locked ? 'Issue locked.' : 'Issue unlocked.');

/** Lock discussion (issues): shown only when the sidebar is editable. */
export function LockWidget({ target, locked }: { target: WidgetTarget; locked: boolean }) {
  const client = useGraphqlClient();
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
