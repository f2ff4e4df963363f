import { createContext, useContext, type ReactNode } from 'react';
import type { FormKind } from './tree-forms.tsx';
import type { TreeNode } from './tree-model.ts';
import type { EpicTree } from './use-epic-tree.ts';

/** What each row needs from the panel, shared through context instead of drilled props. */
export interface TreeContextValue {
  tree: EpicTree;
  rootId: string;
  activeKey: string | null;
  setActiveKey: (key: string) => void;
  showLabels: boolean;
  /** Signed in with adminEpic/relation rights on the root: drag handles and row menus. */
  canEdit: boolean;
  onRemove: (node: TreeNode, parentId: string) => void;
  onMoveTo: (node: TreeNode, parentId: string) => void;
  /** May add and create child epics (sub-epics allowed and canAdmin). */
  canAddEpics: boolean;
  /** Opens a form under a child epic's row (closing any other). */
  onOpenForm: (kind: FormKind, parentKey: string) => void;
  /** The form open under this epic's row, if any. */
  renderForm: (parentKey: string, level: number) => ReactNode;
}

export const TreeContext = createContext<TreeContextValue | null>(null);

export function useTreeContext(): TreeContextValue {
  const value = useContext(TreeContext);
  if (!value) throw new Error('tree rows need the TreeContext of EpicTreePanel');
  return value;
}
