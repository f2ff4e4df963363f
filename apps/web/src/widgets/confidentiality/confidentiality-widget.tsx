import { IconEyeOff } from '@tabler/icons-react';
import { readFragment, useGraphqlClient, type FragmentOf } from '#web/lib/graphql/index.ts';
import {
  ensureSaved,
  itemAddress,
  ToggleWidget,
  type IssueOrEpic,
  type WidgetTarget,
} from '../shell/index.ts';
import { SidebarConfidentialityFragment } from './confidentiality.fragment.ts';
import { SidebarEpicConfidentialityFragment } from './epic-confidentiality.fragment.ts';
import { epicSetConfidentialMutation } from './epic-set-confidential.mutation.ts';
import { issueSetConfidentialMutation } from './issue-set-confidential.mutation.ts';

export const confidentialityToast = (on: boolean) =>
  on ? 'Confidentiality turned on.' : 'Confidentiality turned off.';
/** The confidentiality read failure. */
export const confidentialityReadError = (type: string) =>
  `Something went wrong while getting ${type} confidentiality status.`;
export const confidentialityError = (type: string) =>
  `Something went wrong while setting ${type} confidentiality.`;

/** Confidentiality: issueSetConfidential for issues, updateEpic confidential for epics. */
export function ConfidentialityWidget({
  target,
  ...item
}: { target: WidgetTarget } & IssueOrEpic<
  FragmentOf<typeof SidebarConfidentialityFragment>,
  FragmentOf<typeof SidebarEpicConfidentialityFragment>
>) {
  const client = useGraphqlClient();
  const confidential = item.issue
    ? readFragment(SidebarConfidentialityFragment, item.issue).confidential
    : Boolean(readFragment(SidebarEpicConfidentialityFragment, item.epic).confidential);
  return (
    <ToggleWidget
      title="Confidentiality"
      icon={<IconEyeOff size={18} />}
      value={confidential}
      enabled={target.canUpdate}
      text={(on) => (on ? `This ${target.type} is confidential` : 'Not confidential')}
      failure={confidentialityError(target.type)}
      success={confidentialityToast}
      testId="confidentiality-widget"
      save={async (next) => {
        if (target.type === 'issue') {
          const answer = await client.request(issueSetConfidentialMutation, {
            input: { projectPath: target.fullPath, iid: target.iid, confidential: next },
          });
          return ensureSaved(answer.issueSetConfidential);
        }
        const address = itemAddress(target) as { groupPath: string; iid: string };
        const answer = await client.request(epicSetConfidentialMutation, {
          ...address,
          confidential: next,
        });
        return ensureSaved(answer.updateEpic);
      }}
    />
  );
}
