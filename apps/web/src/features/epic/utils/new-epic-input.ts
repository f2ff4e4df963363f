import type { VariablesOf } from '#web/lib/graphql/index.ts';
import type { createEpicMutation } from '../graphql/create-epic.mutation.ts';

type CreateEpicInput = VariablesOf<typeof createEpicMutation>['input'];

/** GitLab's default epic colour ('Blue'). */
export const DEFAULT_EPIC_COLOR = '#1068bf';

export interface NewEpicDraft {
  title: string;
  description: string;
  confidential: boolean;
  labels: string[];
  startDate: string;
  dueDate: string;
  color: string;
  parentId: string | null;
}

export const emptyNewEpicDraft: NewEpicDraft = {
  title: '',
  description: '',
  confidential: false,
  labels: [],
  startDate: '',
  dueDate: '',
  color: DEFAULT_EPIC_COLOR,
  parentId: null,
};

const COLOR = /^#[0-9a-fA-F]{6}$/;

/** The colour error shown under the input (trimmed; an error marks it invalid), else null. */
export function colorError(color: string): string | null {
  return COLOR.test(color.trim()) ? null : 'Enter a colour as #RRGGBB.';
}

/** The createEpic input of a draft: trimmed title, fixed dates only when set. */
export function newEpicInput(groupPath: string, draft: NewEpicDraft): CreateEpicInput {
  const input: CreateEpicInput = {
    groupPath,
    title: draft.title.trim(),
    description: draft.description,
    confidential: draft.confidential,
    color: draft.color.trim(),
  };
  if (draft.labels.length) input.addLabelIds = draft.labels;
  if (draft.startDate) {
    input.startDateFixed = draft.startDate;
    input.startDateIsFixed = true;
  }
  if (draft.dueDate) {
    input.dueDateFixed = draft.dueDate;
    input.dueDateIsFixed = true;
  }
  if (draft.parentId) input.parentId = draft.parentId;
  return input;
}
