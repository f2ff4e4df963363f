import { paths, splitNamespacePath } from '../paths.ts';
import type { ShortcutAction } from './shortcut-list.ts';

/** Clicks the control named `data-shortcut="<name>"`, or focuses it when it is a text field. */
export function activateTarget(name: string): boolean {
  const element = document.querySelector<HTMLElement>(`[data-shortcut="${name}"]`);
  if (!element) return false;
  if (element.matches('textarea, input, [contenteditable="true"]')) element.focus();
  else element.click();
  return true;
}

/** Where a `go` shortcut leads from the current path; null when it does not apply here. */
export function navigationTarget(
  go: Extract<ShortcutAction, { go: string }>['go'],
  pathname: string,
): string | null {
  const inGroup = pathname.startsWith('/groups/');
  const parts = splitNamespacePath(inGroup ? pathname.slice('/groups/'.length) : pathname);
  if (!parts || (!inGroup && ['explore', 'users', 'admin'].includes(parts.fullPath.split('/')[0]!)))
    return null;
  const { fullPath } = parts;
  if (inGroup) {
    if (go === 'groupEpics') return paths.groupEpics(fullPath);
    if (go === 'roadmap') return paths.groupRoadmap(fullPath);
    return null;
  }
  if (go === 'project') return paths.project(fullPath);
  if (go === 'projectIssues') return paths.projectIssues(fullPath);
  if (go === 'newIssue') return paths.newIssue(fullPath);
  return null;
}
